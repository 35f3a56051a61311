import { randomUUID } from 'node:crypto';
import { LoopbackServer } from './loopback-server';

/**
 * STS's `GetCallerIdentity` (the AWS Query protocol: a form-encoded POST, an XML answer) on
 * loopback, answering as the identity `arn` names: what `npm run release -- --aws` writes to the
 * ledger as who acted.
 */
export class FakeSts extends LoopbackServer {
  constructor(public arn: string) {
    super((_req, body, res) => {
      const requestId = randomUUID();
      if (new URLSearchParams(body).get('Action') !== 'GetCallerIdentity') {
        res
          .writeHead(400, { 'content-type': 'text/xml' })
          .end(
            `<ErrorResponse><Error><Type>Sender</Type><Code>InvalidAction</Code><Message>not stood in for</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`,
          );
        return;
      }
      const account = this.arn.split(':')[4] ?? '';
      res
        .writeHead(200, { 'content-type': 'text/xml' })
        .end(
          `<GetCallerIdentityResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><GetCallerIdentityResult><Arn>${this.arn}</Arn><UserId>AROAEXAMPLE:session</UserId><Account>${account}</Account></GetCallerIdentityResult><ResponseMetadata><RequestId>${requestId}</RequestId></ResponseMetadata></GetCallerIdentityResponse>`,
        );
    });
  }
}
