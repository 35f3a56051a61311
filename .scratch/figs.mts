const products = ['ai-sales-manager','ai-seller','lumi-ai','ai-commerce','mediflow-ai','agentlab-ai'];
for (const p of products) {
  const d = (await import(`/work/main/mfe-products/src/content/${p}/en.ts`)).default;
  console.log(p, JSON.stringify(d.hero.highlights), JSON.stringify(d.value.figures), JSON.stringify(d.launch.items.map((i:any)=>[i.title,i.duration])), d.cta.badge, '|', d.cta.badgeNote);
}
const cases = ['medical-center-ukraine','auto-damage-poland','onboarding-spain','marketing-germany','ad-traffic-lithuania','ecommerce-poland','b2b-saas-netherlands','retail-kazakhstan'];
for (const c of cases) {
  const s = (await import(`/work/main/mfe-content/src/content/cases/${c}/story.en.ts`)).default;
  console.log(c, JSON.stringify(s.results.metrics), s.company.market);
}
const cards = (await import(`/work/main/mfe-content/src/content/cases/card-sets/en.ts`)).default;
console.log(JSON.stringify(cards).slice(0,300));
