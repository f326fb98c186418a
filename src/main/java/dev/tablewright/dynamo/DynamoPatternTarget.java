package dev.tablewright.dynamo;

import dev.tablewright.engine.IndexMembership;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.Request;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import dev.tablewright.engine.request.Response;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.NameMapping;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.LiveCompatibility;
import dev.tablewright.patterns.LiveNames;
import dev.tablewright.patterns.PatternRefusedException;
import dev.tablewright.patterns.PatternVerdict;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternRun;
import dev.tablewright.patterns.PatternTarget;

/**
 * A {@link PatternTarget} on DynamoDB: requests go through {@link RemoteRequests}, patterns through
 * {@link RemotePatternRunner}. On the embedded DynamoDB Local the model is deployed first (replacing
 * its tables) whenever it is another than the last one run, so results match the model; on any
 * other connection the requests go to the tables already there, as a user's code would send them:
 * each pattern is first checked against the live tables ({@link LiveCompatibility}, through the
 * connection's {@link NameMapping}), refused with its reasons when they cannot answer it, else run
 * with its names mapped ({@link LiveNames}) and its items returned under the model's names.
 */
public final class DynamoPatternTarget implements PatternTarget {
    /**
     * Requests of a fanned-out pattern in flight at once: enough for the 15 shards of a usual write-sharded
     * index to go out together, as each waits a network round trip on a real region (8 sent them in two waves).
     */
    static final int PARALLELISM = 16;

    private final OpenConnection connection;
    private final int maxPages;
    private final boolean deploys;
    private final NameMapping mapping;
    private final LiveTables live;
    private Model deployed;

    /** @param maxPages pages read per request at most (see {@link RemotePatternRunner}) */
    public DynamoPatternTarget(OpenConnection connection, int maxPages) {
        this(connection, maxPages, NameMapping.identity());
    }

    /** @param mapping the live names of the model's tables, indexes and attributes (not used on the embedded Local) */
    public DynamoPatternTarget(OpenConnection connection, int maxPages, NameMapping mapping) {
        this.connection = connection;
        this.maxPages = maxPages;
        this.deploys = connection.connection() instanceof Connection.Embedded;
        this.mapping = deploys ? NameMapping.identity() : mapping;
        this.live = new LiveTables(connection);
    }

    /** The target for a connection, opened; {@code connection} null is the in-memory engine. */
    public static PatternTarget open(Connection connection, int maxPages) {
        return open(connection, maxPages, NameMapping.identity());
    }

    /** The target for a connection with a name mapping, opened; {@code connection} null is the in-memory engine. */
    public static PatternTarget open(Connection connection, int maxPages, NameMapping mapping) {
        return connection == null ? PatternTarget.inMemory()
                : new DynamoPatternTarget(DynamoClients.open(connection), maxPages, mapping);
    }

    /** OK on the embedded Local (the model is deployed there); elsewhere the live tables' answer. */
    @Override
    public synchronized PatternVerdict check(Model model, AccessPattern pattern) {
        return deploys ? PatternVerdict.ok(pattern.name()) : LiveCompatibility.verdict(model, pattern, mapping, live::find);
    }

    @Override
    public synchronized Response execute(Model model, Request request) {
        load(model);
        return RemoteRequests.execute(connection, request);
    }

    @Override
    public synchronized PatternRun run(Model model, BoundPattern bound) {
        load(model);
        PatternVerdict verdict = check(model, bound.pattern());
        if (!verdict.ok()) {
            throw new PatternRefusedException(verdict);
        }
        BoundPattern sent = mapping.isIdentity() ? bound : LiveNames.toLive(bound, mapping);
        RemotePatternRunner.Run run = new RemotePatternRunner(connection, PARALLELISM, maxPages).run(sent);
        PatternResult result = sent == bound ? run.result() : LiveNames.toModel(run.result(), bound, mapping);
        return new PatternRun(result, run.shards().stream()
                .map(s -> new PatternRun.RequestTiming(s.shard(), s.pages().size(), s.millis())).toList(), run.millis());
    }

    /**
     * Deploys {@code model} now when runs on this target deploy it (the embedded DynamoDB Local), so
     * that the next run of a pattern of the same model does not wait for it; else does nothing.
     */
    public synchronized void prepare(Model model) {
        load(model);
    }

    /**
     * Sends a Query to each table of {@code model} and to each of its indexes, once it is deployed
     * here: a warm-up of the read path a first run takes (the SDK's and DynamoDB Local's), shorter
     * than a scratch table's. Each reads one item of a partition the model has (one the index holds;
     * else a partition no item is likely to have), so that Local's and the client's item path is
     * warmed as well. They go out as a fanned-out run's shards do, {@link #PARALLELISM} at once (the
     * queries repeated to fill them), so that a first write-sharded run finds the runner's threads,
     * the client's connections and Local's request threads started.
     */
    public synchronized WarmReads warmReads(Model model) {
        load(model);
        List<Request> queries = new ArrayList<>();
        for (Table table : model.tables()) {
            Map<String, ScalarType> types = table.keyAttributeTypes();
            List<KeySchema> keys = new ArrayList<>();
            List<String> indexNames = new ArrayList<>();
            keys.add(table.keySchema());
            indexNames.add(null);
            table.indexes().forEach(index -> {
                keys.add(index.keySchema());
                indexNames.add(index.name());
            });
            for (int i = 0; i < keys.size(); i++) {
                Item sample = sampleOf(table, keys.get(i));
                List<KeyCondition.Equality> partition = keys.get(i).partitionKeys().stream()
                        .map(k -> new KeyCondition.Equality(k.name(), sample != null ? sample.get(k.name())
                                : unlikely(types.getOrDefault(k.name(), k.type()))))
                        .toList();
                Map<String, String> names = new LinkedHashMap<>();
                Map<String, AttributeValue> values = new LinkedHashMap<>();
                String condition = new KeyCondition(partition, List.of()).expression(names, values);
                queries.add(QueryRequest.builder(table.name()).indexName(indexNames.get(i))
                        .keyConditionExpression(condition).names(names).values(values).limit(1).build());
            }
        }
        List<Request> sent = new ArrayList<>();
        for (int i = 0; !queries.isEmpty() && i < Math.max(PARALLELISM, queries.size()); i++) {
            sent.add(queries.get(i % queries.size()));
        }
        int items = new RemotePatternRunner(connection, PARALLELISM, 1).sendOnly(sent);
        return new WarmReads(queries.size(), sent.size(), items);
    }

    /** What {@link #warmReads} did: the different queries, the requests sent (queries repeated) and the items they read. */
    public record WarmReads(int queries, int sent, int items) {
    }

    /** Items looked at for one an index holds: a sparse index may hold none of the first ones. */
    private static final int SAMPLE_LOOK = 10_000;

    /**
     * An item of {@code table} that {@code key} holds ({@link IndexMembership}), so that the warm-up's
     * Query returns an item as a run's does (Local's and the client's item path warmed too); null
     * when none is among the first items.
     */
    private static Item sampleOf(Table table, KeySchema key) {
        return table.itemStream().limit(SAMPLE_LOOK).filter(item -> IndexMembership.holds(key, item))
                .findFirst().orElse(null);
    }

    private static AttributeValue unlikely(ScalarType type) {
        return switch (type) {
            case S -> AttributeValue.s(WARM_UP_KEY);
            case N -> AttributeValue.n("-918273645");
            case B -> AttributeValue.b(Binary.of(WARM_UP_KEY.getBytes(StandardCharsets.UTF_8)));
        };
    }

    private static final String WARM_UP_KEY = "tablewright-warm-up";

    private void load(Model model) {
        if (deploys && model != deployed) {
            new Deployer(connection).deploy(model, ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());
            deployed = model;
        }
    }

    @Override
    public void close() {
        connection.close();
    }
}
