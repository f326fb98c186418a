package dev.tablewright.bench;

import dev.tablewright.model.item.AttributeValue;
import dev.tablewright.model.item.Item;
import dev.tablewright.model.item.ValueOrder;
import dev.tablewright.model.query.InMemoryEngine;
import dev.tablewright.model.query.InMemoryTable;
import dev.tablewright.model.query.KeyCondition;
import dev.tablewright.model.query.QueryRequest;
import dev.tablewright.model.query.ReadResult;
import dev.tablewright.model.query.SortCondition;
import dev.tablewright.model.schema.KeyAttribute;
import dev.tablewright.model.schema.KeySchema;
import dev.tablewright.model.schema.Projection;
import dev.tablewright.model.schema.ScalarType;
import dev.tablewright.model.schema.SecondaryIndex;
import dev.tablewright.model.schema.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Query on a 1,000,000-item table in memory (1,000 customers of 1,000 orders each, and a GSI of
 * 200 statuses) against a linear scan of the same items for the same condition, in one run: the
 * median time per query of each (the queries timed first, then the scans, so the scans' garbage
 * does not land in the queries' times), and the ratio. Every query's result is checked against the
 * scan's. Run:
 * <pre>
 * mvn -o -q test-compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt
 * java -Xmx4g -cp target/classes:target/test-classes:$(cat target/classpath.txt) \
 *     dev.tablewright.bench.QueryBenchmark [items]
 * </pre>
 */
public final class QueryBenchmark {
    private static final int PARTITIONS = 1000;
    private static final int STATUSES = 200;
    private static final int QUERIES = 200;

    private QueryBenchmark() {
    }

    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        Table schema = Table.of("Orders", KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S)))
                .withIndexes(List.of(SecondaryIndex.gsi("ByStatus", KeySchema.of(KeyAttribute.of("Status", ScalarType.S),
                        KeyAttribute.of("Total", ScalarType.N)), Projection.keysOnly())), List.of());
        InMemoryEngine engine = new InMemoryEngine();
        InMemoryTable table = engine.add(schema);
        List<Item> items = new ArrayList<>(count);
        Random random = new Random(1);
        long loadStart = System.nanoTime();
        for (int i = 0; i < count; i++) {
            Map<String, AttributeValue> m = new LinkedHashMap<>();
            m.put("PK", AttributeValue.s("C#" + (i % PARTITIONS)));
            m.put("SK", AttributeValue.s(String.format("O#%08d", i / PARTITIONS)));
            m.put("Status", AttributeValue.s("S" + random.nextInt(STATUSES)));
            m.put("Total", AttributeValue.n(random.nextInt(100000) + "." + random.nextInt(100)));
            m.put("Note", AttributeValue.s("order " + i));
            Item item = Item.of(m);
            items.add(item);
            table.put(item);
        }
        double loadSeconds = (System.nanoTime() - loadStart) / 1e9;
        System.out.printf("loaded %,d items into the table and its GSI in %.1f s%n", table.size(), loadSeconds);

        List<QueryRequest> queries = new ArrayList<>();
        for (int i = 0; i < QUERIES; i++) {
            String pk = "C#" + random.nextInt(PARTITIONS);
            int from = random.nextInt(count / PARTITIONS);
            String lower = String.format("O#%08d", from);
            String upper = String.format("O#%08d", from + 50);
            queries.add(QueryRequest.builder("Orders").keyCondition(new KeyCondition("PK", AttributeValue.s(pk),
                    SortCondition.between("SK", AttributeValue.s(lower), AttributeValue.s(upper)))).build());
        }
        // warm up both paths
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 20; i++) {
                engine.query(queries.get(i));
                linearScan(items, queries.get(i).keyCondition());
            }
        }
        long[] engineNanos = new long[QUERIES];
        long[] scanNanos = new long[QUERIES];
        long found = 0;
        for (int i = 0; i < QUERIES; i++) {
            QueryRequest q = queries.get(i);
            long t0 = System.nanoTime();
            ReadResult result = engine.query(q);
            engineNanos[i] = System.nanoTime() - t0;
            if (result.count() < 0) {
                throw new IllegalStateException();
            }
        }
        for (int i = 0; i < QUERIES; i++) {
            QueryRequest q = queries.get(i);
            long t0 = System.nanoTime();
            List<Item> scanned = linearScan(items, q.keyCondition());
            scanNanos[i] = System.nanoTime() - t0;
            if (!engine.query(q).items().equals(scanned)) {
                throw new IllegalStateException("query and scan disagree for " + q);
            }
            found += scanned.size();
        }
        double engineMedian = median(engineNanos) / 1000.0;
        double scanMedian = median(scanNanos) / 1000.0;
        System.out.printf("%d queries, %.1f items each on average%n", QUERIES, found / (double) QUERIES);
        System.out.printf("indexed Query : %10.1f us per query (median)%n", engineMedian);
        System.out.printf("linear scan   : %10.1f us per query (median)%n", scanMedian);
        System.out.printf("ratio         : %10.0f x faster%n", scanMedian / engineMedian);
    }

    /** Every item in table order that satisfies the key condition, sorted by sort key as a Query returns them. */
    private static List<Item> linearScan(List<Item> items, KeyCondition kc) {
        List<Item> out = new ArrayList<>();
        SortCondition s = kc.sort();
        for (Item item : items) {
            if (ValueOrder.compare(item.get(kc.partitionKeyName()), kc.partitionValue()) != 0) {
                continue;
            }
            AttributeValue sk = item.get(s.attributeName());
            if (ValueOrder.compare(sk, s.value()) >= 0 && ValueOrder.compare(sk, s.upper()) <= 0) {
                out.add(item);
            }
        }
        out.sort((a, b) -> ValueOrder.compare(a.get(s.attributeName()), b.get(s.attributeName())));
        return out;
    }

    private static double median(long[] values) {
        long[] copy = values.clone();
        java.util.Arrays.sort(copy);
        return copy[copy.length / 2];
    }
}
