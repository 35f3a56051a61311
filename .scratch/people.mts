const langs = ['en','ru','uk'] as const;
const products = ['ai-sales-manager','ai-seller','lumi-ai','ai-commerce','mediflow-ai','agentlab-ai'];
const cases = ['medical-center-ukraine','auto-damage-poland','onboarding-spain','marketing-germany','ad-traffic-lithuania','ecommerce-poland','b2b-saas-netherlands','retail-kazakhstan'];
for (const p of products) for (const l of langs) {
  const d = (await import(`/work/main/mfe-products/src/content/${p}/${l}.ts`)).default;
  for (const t of d.testimonials.items) console.log(`P ${p} ${l} | ${t.author} | ${t.position}`);
}
for (const c of cases) for (const l of langs) {
  const d = (await import(`/work/main/mfe-content/src/content/cases/${c}/story.${l}.ts`)).default;
  console.log(`C ${c} ${l} | ${d.testimonial.author} | ${d.company.name}`);
}
for (const l of langs) {
  const d = (await import(`/work/main/mfe-content/src/content/team/${l}.ts`)).default;
  for (const m of d.members) console.log(`T ${l} | ${m.name} | ${m.position}`);
}
