import * as z from 'zod/mini';
import { LIMITS } from './limits';

/**
 * The voice agent's `save_contact` client tool, written once: the agent's definition (`agent/`)
 * publishes its JSON-schema form to ElevenLabs, and the widget's tool handler parses what the agent
 * sends with the same schema, so the two cannot drift apart.
 */
export const CONTACT_TOOL_NAME = 'save_contact';

export const CONTACT_TOOL_DESCRIPTION =
  "Saves the caller's phone number, and their name if they gave it, so that a manager calls them back. " +
  'Call it as soon as the caller has said their phone number and agreed to be called back; call it again if they correct the number.';

/**
 * The ids of the agent's data collection (what ElevenLabs extracts from each conversation once it
 * ends): the agent's definition declares them, and the backend reads the record's
 * `data_collection_results` by them (the phone the conversation heard, for a person's records).
 */
export const DATA_COLLECTION_FIELDS = {
  callerName: 'caller_name',
  callerPhone: 'caller_phone',
  productInterest: 'product_interest',
  companySize: 'company_size',
  /** When the caller asked a manager to call them ("tomorrow morning"), in their words. */
  callBackTime: 'callback_time',
  /** The volume the caller described (calls and minutes a month, chats, branches, doctors). */
  volume: 'volume',
  /** On a call Lumi placed: whether the person who answered said they asked for it (`yes`, `no`, or nothing). */
  calleeAskedForCall: 'callee_asked_for_call',
  /** On a call Lumi placed: whether they agreed that a Synthra manager calls them back on this number. */
  calleeWantsContact: 'callee_wants_contact',
  /** On a listing's confirmation call (`LIFT_LISTING_CALL`): whether the person who answered said they want Lumi's calls to the number again. */
  calleeLiftsListing: 'callee_lifts_listing',
  /** In the Lumi demo: what the conversation did to the caller's visit ("booked 10:30", "moved 10:30 to 11:00", "cancelled 10:30", "none"; `demoBookingOutcomeOf`). */
  demoBooking: 'demo_booking',
  /**
   * The questions the agent could not answer from the knowledge base, in the visitor's words without
   * any name, number, e-mail or company, one a line (`UNANSWERED_SEPARATOR`): the vendor's list of
   * content to write (issue 70). The post-call webhook keeps it with the call's data collection.
   */
  unanswered: 'unanswered_questions',
} as const;
/** What separates the questions of `unanswered_questions`. */
export const UNANSWERED_SEPARATOR = '\n';
export type DataCollectionField = (typeof DATA_COLLECTION_FIELDS)[keyof typeof DATA_COLLECTION_FIELDS];

/**
 * The ids of the agent's evaluation criteria (how ElevenLabs judges each conversation once it ends):
 * the agent's definition declares them, and a manager's message names the ones a call failed.
 */
export const EVALUATION_CRITERIA_IDS = {
  contactTaken: 'contact_taken_when_wanted',
  noInventedPrices: 'no_invented_prices',
  noMedicalOrLegalAdvice: 'no_medical_or_legal_advice',
  noInstructionsFromChat: 'no_instructions_from_the_chat',
} as const;
export type EvaluationCriterionId = (typeof EVALUATION_CRITERIA_IDS)[keyof typeof EVALUATION_CRITERIA_IDS];

/** What the agent passes: the phone as the caller said it (the backend normalizes it), and a name when given. */
export const contactToolParametersSchema = z.object({
  phone: z
    .string()
    .check(
      z.describe('The caller’s phone number in international format with the country code, for example +79991234567 or +380501234567.'),
      z.trim(),
      z.minLength(1),
      z.maxLength(40),
    ),
  name: z.optional(z.string().check(z.describe('The caller’s name, if they said it.'), z.trim(), z.maxLength(LIMITS.nameMaxLength))),
});
export type ContactToolParameters = z.output<typeof contactToolParametersSchema>;

/** A string property as ElevenLabs' tool schemas take it (`LiteralJsonSchemaProperty`). */
export interface ToolStringProperty {
  readonly type: 'string';
  readonly description: string;
  /** The only values it takes, when it is one of a few words. */
  readonly enum?: readonly string[];
}

/** The tool's parameters as ElevenLabs' `ObjectJsonSchemaProperty`: only the fields it knows. */
export interface ToolParametersSchema {
  readonly type: 'object';
  readonly description: string;
  readonly required: readonly string[];
  readonly properties: Readonly<Record<string, ToolStringProperty>>;
}

/** The JSON-schema form of `contactToolParametersSchema`, projected to what an ElevenLabs client tool declares. */
export function contactToolParameters(): ToolParametersSchema {
  return toolParameters(contactToolParametersSchema, CONTACT_TOOL_NAME);
}

/** A client tool's parameters (an object of described strings) in the JSON-schema form ElevenLabs takes. */
export function toolParameters(schema: z.ZodMiniObject, tool: string): ToolParametersSchema {
  const json = z.toJSONSchema(schema) as {
    required?: string[];
    properties: Record<string, { type?: unknown; description?: unknown; enum?: unknown }>;
  };
  const properties = Object.fromEntries(
    Object.entries(json.properties).map(([name, property]) => {
      if (property.type !== 'string' || typeof property.description !== 'string') {
        throw new Error(`The ${tool} tool's parameter "${name}" must be a described string`);
      }
      const values = Array.isArray(property.enum) ? { enum: property.enum.map(String) } : {};
      return [name, { type: 'string', description: property.description, ...values } satisfies ToolStringProperty];
    }),
  );
  return { type: 'object', description: '', required: json.required ?? [], properties };
}
