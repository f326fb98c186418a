package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.NameMapping;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternRefusedException;
import dev.tablewright.patterns.PatternRun;
import dev.tablewright.patterns.PatternTarget;
import dev.tablewright.patterns.PatternVerdict;
import dev.tablewright.patterns.ResultComparison;
import dev.tablewright.testing.LiveRenames;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Shipped models run against live tables on DynamoDB Local 3.3.1 (a server on a free port) whose
 * table, index and attribute names all differ, through a name mapping: each pattern's verdict, the
 * items compared with the in-memory run, and the reasons a pattern is refused without being sent.
 */
class MappedPatternTargetTest {
    private static LocalDynamoServer server;
    private static OpenConnection connection;
    private static final List<Model> MODELS = new ArrayList<>();

    @BeforeAll
    static void deploy() throws Exception {
        server = LocalDynamoServer.start(0, null);
        connection = DynamoClients.open(new Connection.Endpoint(server.endpoint(), "us-east-1", null));
        for (String name : List.of("hr-oe", "gaming", "person-records")) {
            Model model = ModelFiles.read(Path.of("models", name + ".json")).model();
            if (name.equals("hr-oe")) {
                model = model.withAccessPatterns(withFilterPattern(model));
            }
            Model live = LiveRenames.live(model, LiveRenames.mapping(model));
            new Deployer(connection).deploy(live, ExistingTables.REFUSE, DeployListener.NONE, CancelToken.create());
            MODELS.add(model);
        }
    }

    /** The model's patterns and one that filters and projects (no shipped pattern does both). */
    private static List<AccessPattern> withFilterPattern(Model model) {
        List<AccessPattern> all = new ArrayList<>(model.accessPatterns());
        all.add(AccessPattern.builder("orders of a customer by status, filtered", "HR-OE", Operation.Query)
                .index("GSI1").partitionKey("${customerId}")
                .sortKey(SortKeyCondition.of(KeyOperator.BEGINS_WITH, "OPEN#"))
                .parameters(List.of(Parameter.of("customerId", "C01")))
                .filter("#st = :st AND OrderTotal > :n AND attribute_exists(SalesRepID)")
                .names(Map.of("#st", "Status"))
                .values(Map.of(":st", TemplateValue.of(AttributeType.S, "OPEN"), ":n", TemplateValue.of(AttributeType.N, "10")))
                .projection(List.of("PK", "SK", "#st", "OrderTotal"))
                .build());
        return all;
    }

    @AfterAll
    static void stop() {
        connection.close();
        server.close();
    }

    @Test
    void run_whenEveryNameIsMapped_everyReadPatternRunsAndReturnsTheInMemoryItems() {
        List<String> differences = new ArrayList<>();
        int compared = 0;
        for (Model model : MODELS) {
            NameMapping mapping = LiveRenames.mapping(model);
            try (PatternTarget live = target(mapping);
                 PatternTarget memory = PatternTarget.inMemory()) {
                for (AccessPattern pattern : model.accessPatterns()) {
                    if (!pattern.operation().isRead()) {
                        continue;
                    }
                    PatternVerdict verdict = live.check(model, pattern);
                    if (!verdict.ok()) {
                        differences.add(pattern.name() + ": " + verdict.summary());
                        continue;
                    }
                    BoundPattern bound = PatternBinder.bind(model, pattern, Map.of());
                    PatternRun there = live.run(model, bound);
                    PatternRun here = memory.run(model, bound);
                    List<String> keys = model.findTable(pattern.table()).orElseThrow().keySchema().attributeNames();
                    ResultComparison c = ResultComparison.of("memory", here.result().items(), "live",
                            there.result().items(), keys);
                    if (!c.same() || here.result().count() != there.result().count()) {
                        differences.add(model.name() + " / " + pattern.name() + ": " + c.summary());
                    }
                    compared++;
                }
            }
        }

        assertThat(differences).isEmpty();
        assertThat(compared).as("read patterns compared").isGreaterThanOrEqualTo(20);
    }

    @Test
    void run_whenATransactionIsMapped_eachActionGoesToItsLiveTableAndItemsComeBackUnderModelNames() {
        Model gaming = MODELS.get(1);
        List<AccessPattern> patterns = gaming.accessPatterns();
        AccessPattern write = transaction("Score both", Operation.TransactWriteItems, patterns.get(4), patterns.get(11));
        AccessPattern read = transaction("Both details", Operation.TransactGetItems, patterns.get(7), patterns.get(8));
        Model model = gaming.withAccessPatterns(List.of(write, read));
        NameMapping mapping = LiveRenames.mapping(gaming);

        try (PatternTarget live = target(mapping);
             PatternTarget memory = PatternTarget.inMemory()) {
            assertThat(live.check(model, write).reasons()).isEmpty();
            for (AccessPattern pattern : List.of(write, read)) {
                BoundPattern bound = PatternBinder.bind(model, pattern, Map.of());
                PatternRun there = live.run(model, bound);
                PatternRun here = memory.run(model, bound);

                assertThat(there.result().items()).as(pattern.name()).isEqualTo(here.result().items());
                assertThat(there.result().consumedCapacity().capacityUnits()).as(pattern.name())
                        .isEqualTo(here.result().consumedCapacity().capacityUnits());
            }
            assertThat(memory.run(model, PatternBinder.bind(model, read, Map.of())).result().items())
                    .as("a game and a player, each under the model's names").hasSize(2)
                    .allSatisfy(item -> assertThat(item.names()).contains("PK", "SK"));
        }
    }

    /** A transaction of {@code actions}, its parameters theirs (the first default of a name wins). */
    private static AccessPattern transaction(String name, Operation kind, AccessPattern... actions) {
        Map<String, Parameter> parameters = new java.util.LinkedHashMap<>();
        for (AccessPattern a : actions) {
            a.parameters().forEach(p -> parameters.putIfAbsent(p.name(), p));
        }
        return AccessPattern.builder(name, actions[0].table(), kind).parameters(List.copyOf(parameters.values()))
                .actions(List.of(actions)).build();
    }

    @Test
    void run_whenMappedFilterAndProjection_returnsModelNamesOnly() {
        Model hrOe = MODELS.get(0);
        AccessPattern filtered = hrOe.accessPatterns().get(hrOe.accessPatterns().size() - 1);
        try (PatternTarget live = target(LiveRenames.mapping(hrOe))) {
            PatternRun run = live.run(hrOe, PatternBinder.bind(hrOe, filtered, Map.of()));

            assertThat(run.result().items()).isNotEmpty();
            assertThat(run.result().consumedCapacity().tableName()).as("capacity under the model's table name")
                    .isEqualTo("HR-OE");
            assertThat(run.result().shards().get(0).request().tableName()).as("the model's request").isEqualTo("HR-OE");
            assertThat(run.result().items()).allSatisfy(item ->
                    assertThat(item.names()).containsExactlyInAnyOrder("PK", "SK", "Status", "OrderTotal"));
        }
    }

    @Test
    void check_whenTheLiveTableLacksAnIndex_reportsItMissingAndSendsNothing() {
        Model hrOe = MODELS.get(0);
        NameMapping mapping = LiveRenames.mapping(hrOe);
        Table full = LiveRenames.rename(hrOe.tables().get(0), mapping);
        Table noGsi2 = new Table("live_no_gsi2", full.keySchema(), List.of(), full.globalSecondaryIndexes().subList(0, 1),
                List.of(), List.of(), List.of(), null, null, null);
        deploy(noGsi2);
        NameMapping toNoGsi2 = mapping.with("HR-OE", new NameMapping.TableNames("live_no_gsi2",
                mapping.tables().get("HR-OE").indexes(), mapping.tables().get("HR-OE").attributes()));
        AccessPattern pattern5 = hrOe.accessPatterns().get(4);

        try (PatternTarget live = target(toNoGsi2)) {
            PatternVerdict verdict = live.check(hrOe, pattern5);

            assertThat(verdict.reasons()).containsExactly("index GSI2 (live live_GSI2) missing on table live_no_gsi2");
            assertThat(live.check(hrOe, hrOe.accessPatterns().get(0)).ok()).as("a table pattern still runs").isTrue();
            assertThatThrownBy(() -> live.run(hrOe, PatternBinder.bind(hrOe, pattern5, Map.of())))
                    .isInstanceOf(PatternRefusedException.class)
                    .hasMessageContaining("index GSI2 (live live_GSI2) missing on table live_no_gsi2");
        }
    }

    @Test
    void check_whenKeyTypesAndProjectionsDiffer_namesEachDifference() {
        Model hrOe = MODELS.get(0);
        Table odd = new Table("live_odd", KeySchema.of(KeyAttribute.of("pk_", ScalarType.S), KeyAttribute.of("sk_", ScalarType.N)),
                List.of(), List.of(SecondaryIndex.gsi("live_GSI1", KeySchema.of(KeyAttribute.of("sk_", ScalarType.N),
                        KeyAttribute.of("created_at", ScalarType.S)), Projection.keysOnly())),
                List.of(), List.of(), List.of(), null, null, null);
        deploy(odd);
        NameMapping base = LiveRenames.mapping(hrOe);
        NameMapping mapping = base.with("HR-OE", new NameMapping.TableNames("live_odd",
                base.tables().get("HR-OE").indexes(), base.tables().get("HR-OE").attributes()));
        AccessPattern pattern2 = hrOe.accessPatterns().get(1);

        try (PatternTarget live = target(mapping)) {
            PatternVerdict verdict = live.check(hrOe, pattern2);

            assertThat(verdict.reasons()).containsExactly(
                    "key schema differs: live index live_GSI1 has HASH sk_, RANGE created_at, the model HASH SK (sk_), RANGE Data (data_)",
                    "index GSI1 projects KEYS_ONLY; the pattern reads every attribute",
                    "attribute SK (live sk_) is N on the live table, S in the model");
        }
    }

    @Test
    void check_whenTheMappedTableIsNotThere_saysWhichTableIsMissing() {
        Model hrOe = MODELS.get(0);
        NameMapping mapping = new NameMapping(Map.of("HR-OE", NameMapping.TableNames.of("nowhere")));

        try (PatternTarget live = target(mapping)) {
            assertThat(live.check(hrOe, hrOe.accessPatterns().get(0)).reasons())
                    .containsExactly("table HR-OE missing on the connection (no table nowhere)");
        }
    }

    /** A target on the shared client, which closing the target leaves open. */
    private static PatternTarget target(NameMapping mapping) {
        return new DynamoPatternTarget(OpenConnection.of(connection.connection(), connection.client()), 100, mapping);
    }

    private static void deploy(Table table) {
        Model model = new Model("extra", null, List.of(table), List.of(), null);
        new Deployer(connection).deploy(model, ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());
    }
}
