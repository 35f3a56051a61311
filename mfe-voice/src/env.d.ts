/// <reference types="vite/client" />

/** This build's identifier, shown on the page for operators. */
declare const __BUILD_ID__: string;

/** The language the voice agent speaks, recorded with each captured contact (VOICE_AGENT_LANGUAGE). */
declare const __VOICE_AGENT_LANGUAGE__: import('@site/model').Language;
