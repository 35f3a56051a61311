import type { VisualLabels } from './visual-labels';

const AGENTS = ['agent1', 'agent2', 'agent3'] as const;

/** A scenario run by a chain of agents from a trigger to a result: AgentLab AI at work. */
export function AgentLabIllustration({ labels }: { labels: VisualLabels<'agentlab-ai'> }) {
  return (
    <div
      className="pr-visual pr-visual--agentlab"
      role="img"
      aria-label={`${labels.flowTitle}: ${labels.trigger} → ${AGENTS.map((agent) => labels[agent]).join(' → ')} → ${labels.output}`}
    >
      <p className="pr-window__title pr-flow__title">{labels.flowTitle}</p>
      <ol className="pr-flow">
        <li className="pr-flow__node pr-flow__node--trigger">{labels.trigger}</li>
        {AGENTS.map((agent, index) => (
          <li key={agent} className="pr-flow__node pr-flow__node--agent">
            <span className="pr-flow__index" aria-hidden="true">
              {index + 1}
            </span>
            {labels[agent]}
          </li>
        ))}
        <li className="pr-flow__node pr-flow__node--output">{labels.output}</li>
      </ol>
      <p className="pr-badge pr-badge--brand">{labels.scenarios}</p>
    </div>
  );
}
