import type { ElevenLabsEnvironment } from './voice-provider';

/**
 * Where the site keeps what visitors send and for how long: written once, read by the CDK app (the
 * region it deploys to, the tables' recovery window, the log groups' and log bucket's retention), by
 * the backend (when a record expires, when an undelivered notification is e-mailed) and by the
 * privacy and trust pages, which print these figures and no others. A change here changes the
 * infrastructure and both pages together; `infra/test/data-policy.test.ts` fails if the
 * infrastructure stops following it.
 */
export const DATA_POLICY = {
  /** The AWS region that stores the site's data (everything but the CloudFront firewall's log, which AWS keeps in us-east-1). */
  region: 'eu-central-1',
  /** The region of the CloudFront firewall and its log: AWS runs CloudFront's web ACLs only there. */
  firewallRegion: 'us-east-1',
  /**
   * The ElevenLabs environment the site's own voice assistant talks to (`ELEVENLABS_ENVIRONMENTS`):
   * `us`, ElevenLabs' default, or `eu`, its EU data residency, which needs an EU account's key and
   * the agent pushed there (`npm run agent -- push`). The CDK app gives the functions its API
   * address, the CSP lets browsers open its socket and no other, the twin and the agent's commands
   * use it, and the privacy and trust pages say where ElevenLabs keeps conversations by it.
   */
  voiceEnvironment: 'us' as ElevenLabsEnvironment,
  /**
   * The oldest TLS a visitor's browser may use. On the site's own domain the distribution requires
   * `customDomainPolicy`; its technical `*.cloudfront.net` address keeps CloudFront's default
   * certificate, whose policy CloudFront fixes at TLS 1.0, and the trust page says so.
   */
  tls: { customDomainPolicy: 'TLSv1.2_2021', customDomainMinimum: '1.2', cloudfrontAddressMinimum: '1.0' },
  /** Days each store keeps what it holds. */
  retentionDays: {
    /** Leads, voice contacts and voice conversations' records (transcripts included), by DynamoDB's TTL; ElevenLabs keeps its own record as long. */
    records: 365,
    /**
     * The calls visitors asked Lumi for ("Have Lumi call me"): when, from which page, the conversation,
     * by DynamoDB's TTL; a booked call's number only until it rings. The conversation itself is a record.
     */
    phoneCalls: 7,
    /** The tables' point-in-time recovery window: a deleted item leaves the backups this long after. */
    backups: 35,
    /** The functions' logs (names, phones and e-mails masked). */
    functionLogs: 30,
    /** The firewall's log of the requests it blocked or counted, with the client's IP address. */
    firewallLogs: 30,
    /** CloudFront's access logs, with visitors' IP addresses. */
    cdnLogs: 90,
    /** The technical logs, without personal data: the API's access and execution logs, the deployments' logs. */
    technicalLogs: 90,
  },
  /** Minutes after which a manager notification Telegram did not deliver is e-mailed to the operators instead. */
  digestAfterMinutes: 15,
  /** Hours during which Telegram's Bot API lets the bot delete its own messages (older ones a manager deletes by hand). */
  botDeletesWithinHours: 48,
  /** Days within which a request about one's data (access, erasure) is answered and carried out. */
  answerWithinDays: 30,
} as const;

export type RetentionStore = keyof typeof DATA_POLICY.retentionDays;
