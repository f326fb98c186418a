package dev.tablewright.patterns;

import dev.tablewright.engine.Explainer;
import dev.tablewright.engine.Explanation;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.IndexView;
import dev.tablewright.engine.Verdict;
import dev.tablewright.engine.request.ReadRequest;
import dev.tablewright.model.Item;
import dev.tablewright.model.StoredForm;
import java.util.List;

/** Why an item is in or out of an access pattern's result, from the engine's {@link Explainer}. */
public final class PatternExplainer {
    private final InMemoryEngine engine;
    private final Explainer explainer;

    public PatternExplainer(InMemoryEngine engine) {
        this.engine = engine;
        this.explainer = new Explainer(engine);
    }

    /**
     * Why an item is in or out of a pattern's result: a returned item says so; otherwise the
     * explanation from the request that reads the item's partition (for a sharded pattern, its
     * shard's request), or from the first request when none does.
     */
    public Explanation explain(BoundPattern bound, Item item, List<Item> returned) {
        List<String> tableKeys = bound.requests().isEmpty() ? List.of()
                : engine.table(bound.requests().get(0).request().tableName()).keySchema().attributeNames();
        Item key = IndexView.only(StoredForm.written(item), tableKeys);
        for (Item r : returned) {
            if (!tableKeys.isEmpty() && IndexView.only(r, tableKeys).equals(key)) {
                return new Explanation(Verdict.RETURNED, "the run returned it");
            }
        }
        Explanation first = null;
        for (BoundRequest request : bound.requests()) {
            if (!(request.request() instanceof ReadRequest read)) {
                continue;
            }
            Explanation e = explainer.explain(read, item);
            String prefix = request.shard() == null ? "" : "shard " + request.shard() + ": ";
            e = new Explanation(e.verdict(), prefix + e.reason());
            if (first == null) {
                first = e;
            }
            if (e.verdict() != Verdict.OTHER_PARTITION) {
                return e;
            }
        }
        if (first == null) {
            return new Explanation(Verdict.NOT_IN_TABLE, "the pattern does not read items");
        }
        if (bound.requests().size() > 1) {
            return new Explanation(first.verdict(), "none of the " + bound.requests().size()
                    + " shard requests reads its partition; " + first.reason());
        }
        return first;
    }
}
