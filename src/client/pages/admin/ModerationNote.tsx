/** A moderator's back office until its moderation screen exists: what they can do today. */
export function ModerationNote() {
  return (
    <section className="admin-note" aria-labelledby="admin-moderation-title">
      <h1 id="admin-moderation-title" className="admin__title">
        Moderation
      </h1>
      <p>
        The moderation screen is not built yet. Until it is, remove chat messages and mute players
        from the chat itself.
      </p>
    </section>
  );
}
