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
        List<BoundRequest> requests = reads(bound);
        List<String> tableKeys = requests.isEmpty() ? List.of()
                : engine.table(requests.get(0).request().tableName()).keySchema().attributeNames();
        Item key = IndexView.only(StoredForm.written(item), tableKeys);
        for (Item r : returned) {
            if (!tableKeys.isEmpty() && IndexView.only(r, tableKeys).equals(key)) {
                return new Explanation(Verdict.RETURNED, "the run returned it");
            }
        }
        Explanation first = null;
        for (BoundRequest request : requests) {
            if (!(request.request() instanceof ReadRequest read)) {
                continue;
            }
            Explanation e = explainer.explain(read, item);
            String prefix = request.shard() == null ? "" : (bound.isTransaction() ? "action " : "shard ")
                    + request.shard() + ": ";
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
        if (requests.size() > 1) {
            return new Explanation(first.verdict(), "none of the " + requests.size()
                    + (bound.isTransaction() ? " actions" : " shard requests") + " reads its partition; " + first.reason());
        }
        return first;
    }

    /** The requests that read: the pattern's own, or a TransactGetItems' Gets numbered from 1 as its actions. */
    private static List<BoundRequest> reads(BoundPattern bound) {
        if (!bound.isTransaction()) {
            return bound.requests();
        }
        List<BoundRequest> gets = new java.util.ArrayList<>();
        if (bound.transaction().get() != null) {
            var list = bound.transaction().get().gets();
            for (int i = 0; i < list.size(); i++) {
                gets.add(new BoundRequest(i + 1, java.util.Map.of(), list.get(i)));
            }
        }
        return gets;
    }
}
