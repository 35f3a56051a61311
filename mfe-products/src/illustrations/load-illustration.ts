import type { ComponentType } from 'react';
import type { ProductSlug } from '@site/model';

/** A product's hero illustration, with the texts its content document gives it. */
export type Illustration = ComponentType<{ labels: Readonly<Record<string, string>> }>;

/** One chunk per product: a page downloads its own picture and no other. */
const ILLUSTRATIONS: Readonly<Record<ProductSlug, () => Promise<Illustration>>> = {
  'ai-sales-manager': () => import('./ai-sales-manager').then((m) => m.SalesManagerIllustration as Illustration),
  'ai-seller': () => import('./ai-seller').then((m) => m.SellerIllustration as Illustration),
  'lumi-ai': () => import('./lumi-ai').then((m) => m.LumiIllustration as Illustration),
  'ai-commerce': () => import('./ai-commerce').then((m) => m.CommerceIllustration as Illustration),
  'mediflow-ai': () => import('./mediflow-ai').then((m) => m.MediFlowIllustration as Illustration),
  'agentlab-ai': () => import('./agentlab-ai').then((m) => m.AgentLabIllustration as Illustration),
};

export function loadIllustration(slug: ProductSlug): Promise<Illustration> {
  return ILLUSTRATIONS[slug]();
}
