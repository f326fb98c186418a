package dev.tablewright.bench;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.ValueOrder;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.InMemoryTable;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.SortCondition;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * A Query on the in-memory engine against a linear scan of the same items for the same key
 * condition, at 10k, 100k and 1M items (JMH, average time per operation). Partitions of 1,000
 * orders each, so every query returns 51 items at every size: the engine's time should stay
 * flat while the scan's grows with the table. Before timing, every query's result is checked
 * against the scan's. Run through {@code bench/run query}, or
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/classpath.txt) dev.tablewright.bench.QueryBenchmark
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx4g", "-Xms1g"})
public class QueryBenchmark {
    static final int ITEMS_PER_PARTITION = 1000;
    static final int RANGE = 50;
    private static final int STATUSES = 200;
    private static final int QUERIES = 256;

    @Param({"10000", "100000", "1000000"})
    public int items;

    private InMemoryEngine engine;
    private List<Item> all;
    private QueryRequest[] queries;
    private int next;

    @Setup(Level.Trial)
    public void load() {
        Table schema = Table.of("Orders", KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S)))
                .withIndexes(List.of(SecondaryIndex.gsi("ByStatus", KeySchema.of(KeyAttribute.of("Status", ScalarType.S),
                        KeyAttribute.of("Total", ScalarType.N)), Projection.keysOnly())), List.of());
        engine = new InMemoryEngine();
        InMemoryTable table = engine.add(schema);
        int partitions = Math.max(1, items / ITEMS_PER_PARTITION);
        all = new ArrayList<>(items);
        Random random = new Random(1);
        for (int i = 0; i < items; i++) {
            Map<String, AttributeValue> m = new LinkedHashMap<>();
            m.put("PK", AttributeValue.s("C#" + (i % partitions)));
            m.put("SK", AttributeValue.s(String.format("O#%08d", i / partitions)));
            m.put("Status", AttributeValue.s("S" + random.nextInt(STATUSES)));
            m.put("Total", AttributeValue.n(random.nextInt(100000) + "." + random.nextInt(100)));
            m.put("Note", AttributeValue.s("order " + i));
            Item item = Item.of(m);
            all.add(item);
            table.put(item);
        }
        queries = new QueryRequest[QUERIES];
        for (int i = 0; i < QUERIES; i++) {
            int from = random.nextInt(ITEMS_PER_PARTITION - RANGE);
            queries[i] = QueryRequest.builder("Orders").keyCondition(new KeyCondition("PK",
                    AttributeValue.s("C#" + random.nextInt(partitions)),
                    SortCondition.between("SK", AttributeValue.s(String.format("O#%08d", from)),
                            AttributeValue.s(String.format("O#%08d", from + RANGE))))).build();
            List<Item> scanned = linearScan(all, queries[i].keyCondition());
            if (!engine.query(queries[i]).items().equals(scanned) || scanned.size() != RANGE + 1) {
                throw new IllegalStateException("query and scan disagree for " + queries[i]);
            }
        }
    }

    private QueryRequest nextQuery() {
        next = (next + 1) & (QUERIES - 1);
        return queries[next];
    }

    @Benchmark
    public ReadResult engineQuery() {
        return engine.query(nextQuery());
    }

    @Benchmark
    public List<Item> linearScan() {
        return linearScan(all, nextQuery().keyCondition());
    }

    /** Every item in table order that satisfies the key condition, sorted by sort key as a Query returns them. */
    static List<Item> linearScan(List<Item> items, KeyCondition kc) {
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

    public static void main(String[] args) throws RunnerException {
        new Runner(new OptionsBuilder().include(QueryBenchmark.class.getSimpleName()).build()).run();
    }
}
