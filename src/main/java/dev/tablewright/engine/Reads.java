package dev.tablewright.engine;

import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.Select;

import dev.tablewright.model.Item;
import dev.tablewright.model.ProjectionType;
import java.util.ArrayList;
import java.util.List;
import java.util.NavigableMap;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * Runs Query and Scan pages over a table's views, as DynamoDB Local does: which entries a page reads,
 * where the 1 MB and Limit cuts fall, LastEvaluatedKey, counts and capacity. The checks before
 * reading are {@link ReadChecks}', the key condition's range {@link KeyConditionRange}'s, a parallel
 * Scan's segments {@link ScanSegments}'.
 */
final class Reads {
    static final long PAGE_BYTES = 1024 * 1024;
    /** DynamoDB Local 3.3.1's words for a Query or Scan of a GSI with ConsistentRead (2.6.1 had one per verb). */
    private static final String GSI_CONSISTENT_READ = "Consistent reads are not supported on global secondary indexes";

    private final Fidelity fidelity;

    Reads(Fidelity fidelity) {
        this.fidelity = fidelity;
    }

    // ---------------------------------------------------------------- Query

    PageRun query(InMemoryTable table, QueryRequest q) {
        IndexView view = table.view(q.indexName());
        if (view.isGlobal() && q.strong()) {
            throw RequestException.validation(GSI_CONSISTENT_READ);
        }
        ReadChecks.requireLimit(q.limit());
        PreparedExpressions ex = ExprExpressions.prepare(ExpressionInput.of(q, view));
        KeyCondition kc = KeyConditionRange.keyCondition(q, ex, view);
        Select select = ReadChecks.select(q.select(), ex.projection() != null, view);
        ReadChecks.validateQueryFilter(ex, view);
        ReadChecks.validateProjection(ex, view, select);
        Item esk = q.exclusiveStartKey();
        if (esk != null) {
            ReadChecks.validateStartKey(esk, view);
            if (!KeyConditionRange.fits(esk, kc, view, q.forward())) {
                throw RequestException.validation("The provided starting key does not match the range key predicate");
            }
        }
        List<IndexView.Entry> candidates = new ArrayList<>();
        IndexView.Partition partition =
                view.partition(kc.partitionKeys().stream().map(KeyCondition.Equality::value).toList());
        if (partition != null) {
            NavigableMap<IndexView.Position, IndexView.Entry> range =
                    KeyConditionRange.range(partition.entries(), kc, view);
            if (esk != null) {
                IndexView.Position start = view.position(esk);
                range = q.forward() ? range.tailMap(start, false) : range.headMap(start, false);
            }
            if (!q.forward()) {
                range = range.descendingMap();
            }
            for (IndexView.Entry e : range.values()) {
                if (q.limit() != null && candidates.size() >= q.limit()) {
                    break;
                }
                candidates.add(e);
            }
        }
        boolean limitReached = q.limit() != null && candidates.size() == q.limit();
        Predicate<Item> filter = ex.filter();
        int scanned = 0;
        long bytes = 0;
        boolean cut = false;
        List<IndexView.Entry> matched = new ArrayList<>();
        for (IndexView.Entry e : candidates) {
            scanned++;
            boolean keep = filter == null || filter.test(e.item());
            if (keep) {
                matched.add(e);
            }
            if (fidelity == Fidelity.DYNAMODB) {
                bytes += readSize(view, e);
            } else if (keep) {
                bytes += e.itemSize();
            }
            if (bytes >= PAGE_BYTES) {
                cut = scanned < candidates.size() || fidelity == Fidelity.DYNAMODB;
                break;
            }
        }
        List<IndexView.Entry> chargeable = candidates.subList(0, scanned);
        IndexView.Entry last;
        if (scanned < candidates.size() || (cut && fidelity == Fidelity.DYNAMODB)) {
            last = candidates.get(scanned - 1);
        } else {
            last = limitReached ? candidates.get(candidates.size() - 1) : null;
        }
        Item lastKey = null;
        if (last != null) {
            lastKey = IndexView.only(last.item(), view.keyAttributeNames());
            if (!KeyConditionRange.fits(lastKey, kc, view, q.forward())
                    || (view.isTable() && !view.keySchema().hasSortKey())) {
                lastKey = null;
            }
        }
        List<Item> items = select == Select.COUNT ? null : output(matched, view, select, ex.projection());
        ConsumedCapacity cc = null;
        if (wanted(q.returnConsumedCapacity())) {
            long read = 0;
            for (IndexView.Entry e : chargeable) {
                read += readSize(view, e);
            }
            double units = Capacities.contiguous(read, q.strong(), fidelity);
            double extra = 0;
            if (view.isLocal() && view.projection().type() != ProjectionType.ALL
                    && (select == Select.ALL_ATTRIBUTES || select == Select.SPECIFIC_ATTRIBUTES)) {
                extra = Capacities.random(chargeable.stream().mapToLong(IndexView.Entry::itemSize).toArray(), q.strong());
            }
            cc = Capacities.read(q.returnConsumedCapacity(), table.name(), view, units, extra);
        }
        ReadResult result = new ReadResult(items, matched.size(), scanned, lastKey, cc);
        return new PageRun(view, candidates, scanned, matched, limitReached, scanned < candidates.size(), result);
    }

    /** The size of the item as the view holds it, which is what reading it costs. */
    private static long readSize(IndexView view, IndexView.Entry e) {
        return view.isTable() ? e.itemSize() : e.projectedSize();
    }

    private static boolean wanted(ReturnConsumedCapacity rcc) {
        return rcc != null && rcc != ReturnConsumedCapacity.NONE;
    }

    private static List<Item> output(List<IndexView.Entry> entries, IndexView view, Select select,
                                     UnaryOperator<Item> projection) {
        List<Item> out = new ArrayList<>(entries.size());
        for (IndexView.Entry e : entries) {
            if (projection != null) {
                out.add(projection.apply(e.item()));
            } else if (select == Select.ALL_PROJECTED_ATTRIBUTES) {
                out.add(e.projected());
            } else {
                out.add(e.item());
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- Scan

    PageRun scan(InMemoryTable table, ScanRequest s) {
        IndexView view = table.view(s.indexName());
        if (view.isGlobal() && s.strong()) {
            throw RequestException.validation(GSI_CONSISTENT_READ);
        }
        ReadChecks.requireLimit(s.limit());
        PreparedExpressions ex = ExprExpressions.prepare(ExpressionInput.of(s, view));
        Item esk = s.exclusiveStartKey();
        if (esk != null) {
            ReadChecks.validateStartKey(esk, view);
        }
        Select select = ReadChecks.select(s.select(), ex.projection() != null, view);
        ReadChecks.validateProjection(ex, view, select);
        KeyBytes begin = null;
        KeyBytes end = null;
        if (s.segment() != null || s.totalSegments() != null) {
            ScanSegments.validateSegments(s.segment(), s.totalSegments());
            begin = ScanSegments.segmentBegin(s.totalSegments(), s.segment());
            end = ScanSegments.segmentEnd(s.totalSegments(), s.segment());
            if (esk != null) {
                KeyBytes h = KeyCodec.hash(esk.get(view.tableKeySchema().partitionKey().name()));
                if (h.compareTo(begin) < 0 || h.compareTo(end) > 0) {
                    throw RequestException.validation("Exclusive start key must lie within the segment");
                }
            }
        }
        List<IndexView.Entry> candidates = candidates(view, esk, begin, end, s.limit());
        boolean limitReached = s.limit() != null && candidates.size() == s.limit();
        Predicate<Item> filter = ex.filter();
        int scanned = 0;
        long bytes = 0;
        List<IndexView.Entry> matched = new ArrayList<>();
        for (IndexView.Entry e : candidates) {
            if (filter == null || filter.test(e.item())) {
                matched.add(e);
            }
            long size = fidelity == Fidelity.DYNAMODB ? readSize(view, e) : e.itemSize();
            scanned++;
            if (bytes + size >= PAGE_BYTES) {
                break;
            }
            bytes += size;
        }
        IndexView.Entry last;
        if (scanned > 0 && scanned < candidates.size()) {
            last = candidates.get(scanned - 1);
        } else {
            last = limitReached ? candidates.get(candidates.size() - 1) : null;
        }
        Item lastKey = last == null ? null : IndexView.only(last.item(), view.keyAttributeNames());
        List<Item> items = select == Select.COUNT ? null : output(matched, view, select, ex.projection());
        ConsumedCapacity cc = null;
        if (wanted(s.returnConsumedCapacity())) {
            long read = 0;
            for (IndexView.Entry e : candidates.subList(0, scanned)) {
                read += fidelity == Fidelity.DYNAMODB ? readSize(view, e) : e.itemSize();
            }
            double units = Capacities.contiguous(read, s.strong(), fidelity);
            cc = Capacities.read(s.returnConsumedCapacity(), table.name(), view, units, 0);
        }
        ReadResult result = new ReadResult(items, matched.size(), scanned, lastKey, cc);
        return new PageRun(view, candidates, scanned, matched, limitReached, scanned < candidates.size(), result);
    }

    private static List<IndexView.Entry> candidates(IndexView view, Item esk, KeyBytes begin, KeyBytes end,
                                                    Integer limit) {
        List<IndexView.Entry> out = new ArrayList<>();
        KeyBytes startPartition = esk == null ? null : view.scanKeyOf(esk);
        IndexView.ScanPosition startPosition = esk == null ? null : view.scanPosition(esk);
        Iterable<IndexView.Partition> partitions = startPartition == null ? view.partitionsInScanOrder()
                : view.partitionsFrom(startPartition);
        for (IndexView.Partition p : partitions) {
            if (!view.isGlobal() && end != null && p.scanKey.compareTo(end) > 0) {
                break;
            }
            boolean startHere = startPartition != null && p.scanKey.equals(startPartition);
            for (IndexView.Entry e : p.inScanOrder(view)) {
                if (limit != null && out.size() >= limit) {
                    return out;
                }
                if (startHere && view.scanPosition(e).compareTo(startPosition) <= 0) {
                    continue;
                }
                if (begin != null && (e.tableHash().compareTo(begin) < 0 || e.tableHash().compareTo(end) > 0)) {
                    continue;
                }
                out.add(e);
            }
        }
        return out;
    }

}
