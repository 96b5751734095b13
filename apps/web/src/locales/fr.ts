/** The fr texts, one entry per namespace file (a chunk of its own: a console downloads only its languages). */
export default import.meta.glob<Record<string, unknown>>('./fr/*.json', { eager: true, import: 'default' });
