import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { isLanguage, REMOTE_APPS, type Language } from '@site/model';
import { buildId, devServer, remoteFederation } from '../vite.federation';

export default defineConfig({
  base: REMOTE_APPS.voice.basePath,
  plugins: [
    react(),
    remoteFederation('voice', {
      './VoiceWidget': './src/exposes/voice-widget.ts',
      './VoiceDemo': './src/exposes/voice-demo.ts',
    }),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId()), __VOICE_AGENT_LANGUAGE__: JSON.stringify(agentLanguage()) },
  // The SDK's chunk (mostly livekit-client) is about 680 KB; it loads only when a conversation starts.
  build: { target: 'esnext', sourcemap: 'hidden', chunkSizeWarningLimit: 800, rolldownOptions: { input: {} } },
  server: devServer('voice'),
});

/** The agent's language, `ru` unless VOICE_AGENT_LANGUAGE names another site language. */
function agentLanguage(): Language {
  const value = process.env.VOICE_AGENT_LANGUAGE ?? 'ru';
  if (!isLanguage(value)) throw new Error(`VOICE_AGENT_LANGUAGE must be one of en, ru, uk (got "${value}")`);
  return value;
}
