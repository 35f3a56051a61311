import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges cdk-nag findings on a construct (and its children), one reason per finding id.
 * Ids are un-prefixed (`AwsSolutions-S1`), the form both `cdk synth` and `validateScope` accept.
 */
export function acknowledge(scope: IConstruct, reasons: Readonly<Record<string, string>>): void {
  for (const [id, reason] of Object.entries(reasons)) {
    Validations.of(scope).acknowledge({ id, reason });
  }
}

/** Runs cdk-nag's AWS Solutions pack on the whole app at synth; any unacknowledged finding fails it. */
export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}
