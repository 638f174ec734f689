package dev.clauselens.core.assistant;

import com.fasterxml.jackson.databind.JsonNode;
import dev.clauselens.core.analysis.TenantId;
import java.time.Instant;
import java.util.Objects;

/**
 * What a user did to an analysis through a confirmed proposal: a note on a finding, a finding's status,
 * or a redline of a clause. A finding's status is its latest {@code STATUS} action.
 *
 * @param target  the finding or clause: a checklist or playbook topic ({@code residuals}), a category id or a chunk id
 * @param details what was done: {@code {note}}, {@code {status}} or {@code {original, replacement, reason}}
 */
public record FindingAction(String tenantId, String analysisId, String actionId, Kind kind, String target, JsonNode details,
                            Instant createdAt) {
    /** A note, a status, or a redline. */
    public enum Kind { NOTE, STATUS, REDLINE }

    public FindingAction {
        TenantId.require(tenantId);
        Objects.requireNonNull(analysisId, "analysisId");
        Objects.requireNonNull(actionId, "actionId");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(details, "details");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
