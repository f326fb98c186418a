package dev.tablewright.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.dynamo.AttributeValues;
import dev.tablewright.engine.partiql.BatchOutcome;
import dev.tablewright.engine.partiql.PartiqlBatches;
import dev.tablewright.engine.partiql.PartiqlEngine;
import dev.tablewright.engine.partiql.StatementRequest;
import dev.tablewright.engine.partiql.StatementResult;
import dev.tablewright.engine.partiql.TransactionCanceledException;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.model.Item;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import dev.tablewright.model.AttributeValue;
import java.util.Objects;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ParameterizedStatement;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Seeded random PartiQL statements, one at a time, in batches and in transactions, on the
 * in-memory engine and on DynamoDB Local 3.3.1: the same items in the same order, the same error
 * codes and messages, the same cancellation reasons, and the same table at the end. Each asks a drawn
 * ReturnConsumedCapacity of Local, which answers none for PartiQL, as the engine (docs/partiql.md).
 */
class PartiqlVersusLocalTest {
    private static final int STATEMENTS = Integer.getInteger("partiql.statements", 400);
    /** What each request asks of ReturnConsumedCapacity (null: the field left out). */
    private static final ReturnConsumedCapacity[] CAPACITY_CHOICES = {null, ReturnConsumedCapacity.TOTAL,
            ReturnConsumedCapacity.INDEXES, ReturnConsumedCapacity.NONE};
    private static LocalOracle local;
    private static PartiqlEngine engine;
    private static PartiqlBatches batches;

    @BeforeAll
    static void start() {
        local = new LocalOracle();
        engine = PartiqlStatements.partsOn(local);
        batches = new PartiqlBatches(engine);
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    @Test
    void executeStatement_whenRandomStatementsRunOnBoth_answerAndLeaveTheSame() {
        long seed = Long.getLong("partiql.seed", 16);
        PartiqlStatements statements = new PartiqlStatements(seed);
        Random capacity = new Random(seed); // its own stream, so the statements drawn stay those of the seed
        List<String> mismatches = new ArrayList<>();
        for (int i = 0; i < STATEMENTS; i++) {
            int kind = statements.nextInt(10);
            String mine;
            String theirs;
            String shown;
            ReturnConsumedCapacity rcc = CAPACITY_CHOICES[capacity.nextInt(CAPACITY_CHOICES.length)];
            if (kind == 0) {
                List<StatementRequest> group = statements.group();
                shown = "BATCH " + group;
                mine = mineBatch(group);
                theirs = localBatch(local.client(), group, rcc);
            } else if (kind == 1) {
                List<StatementRequest> group = statements.group();
                shown = "TRANSACTION " + group;
                mine = mineTransaction(group);
                theirs = localTransaction(local.client(), group, rcc);
            } else {
                StatementRequest s = statements.any();
                shown = s.toString();
                mine = mine(s);
                theirs = localStatement(local.client(), s, rcc);
            }
            if (!Objects.equals(mine, theirs)) {
                mismatches.add(i + ": " + shown + "\n   Local:  " + theirs + "\n   memory: " + mine);
            } else if (!tableContents().equals(localContents())) {
                List<Item> onlyLocal = new ArrayList<>(localContents());
                onlyLocal.removeAll(tableContents());
                List<Item> onlyMemory = new ArrayList<>(tableContents());
                onlyMemory.removeAll(localContents());
                mismatches.add(i + ": " + shown + " answered alike (" + mine + ") but left the tables different"
                        + "\n   Local:  " + onlyLocal + "\n   memory: " + onlyMemory);
                break;
            }
        }
        assertThat(mismatches).as("statements answered differently (%d of %d)", mismatches.size(), STATEMENTS)
                .isEmpty();
        assertThat(tableContents()).as("the table at the end").isEqualTo(localContents()).isNotEmpty();
    }

    @Test
    void executeStatement_whenLimitGivenAndNextTokenFollowed_pagesAsLocalDoes() {
        Table pages = Table.of("Pages", Scenarios.keys("PK", ScalarType.S, "SK", ScalarType.N));
        local.create(pages);
        engine.engine().add(pages);
        for (int i = 0; i < 9; i++) {
            StatementRequest insert = StatementRequest.of("INSERT INTO \"Pages\" VALUE {'PK': ?, 'SK': ?, 'odd': ?}",
                    AttributeValue.s(i % 2 == 0 ? "p" : "q"), AttributeValue.n(i), AttributeValue.bool(i % 2 == 1));
            mine(insert);
            localStatement(local.client(), insert, null);
        }
        for (String statement : List.of("SELECT * FROM \"Pages\"", "SELECT * FROM \"Pages\" WHERE PK = 'p'",
                "SELECT SK FROM \"Pages\" WHERE odd = true", "SELECT * FROM \"Pages\" WHERE PK = 'q' ORDER BY SK DESC")) {
            assertThat(myPages(statement)).as(statement).isEqualTo(localPages(statement)).hasSizeGreaterThan(1);
        }
    }

    private static List<List<Item>> myPages(String statement) {
        List<List<Item>> pages = new ArrayList<>();
        String token = null;
        do {
            StatementResult r = engine.executeStatement(statement, List.of(), true, token, 2);
            pages.add(r.items().stream().map(PartiqlVersusLocalTest::sorted).toList());
            token = r.nextToken();
        } while (token != null);
        return pages;
    }

    private static List<List<Item>> localPages(String statement) {
        List<List<Item>> pages = new ArrayList<>();
        String[] token = {null};
        do {
            var r = local.client().executeStatement(b -> b.statement(statement).limit(2).consistentRead(true)
                    .nextToken(token[0]));
            pages.add(r.items().stream().map(i -> sorted(AttributeValues.fromSdkItem(i))).toList());
            token[0] = r.nextToken();
        } while (token[0] != null);
        return pages;
    }

    private static List<Item> tableContents() {
        return contents(engine.engine().scan(ScanRequest.builder(PartiqlStatements.TABLE).build()).items());
    }

    private static List<Item> localContents() {
        return contents(((dev.tablewright.engine.request.ReadResult) local.execute(
                ScanRequest.builder(PartiqlStatements.TABLE).build())).items());
    }

    /** An item normalized as LocalOracle does, with its attributes and map keys in name order. */
    static Item sorted(Item item) {
        if (item == null) {
            return null;
        }
        Map<String, AttributeValue> out = new TreeMap<>();
        LocalOracle.normalized(item).attributes().forEach((k, v) -> out.put(k, sorted(v)));
        return Item.of(out);
    }

    private static AttributeValue sorted(AttributeValue v) {
        if (v instanceof AttributeValue.M m) {
            Map<String, AttributeValue> out = new TreeMap<>();
            m.values().forEach((k, x) -> out.put(k, sorted(x)));
            return AttributeValue.m(out);
        }
        if (v instanceof AttributeValue.L l) {
            return AttributeValue.l(l.values().stream().map(PartiqlVersusLocalTest::sorted).toList());
        }
        return v;
    }

    private static List<Item> contents(List<Item> items) {
        return items.stream().map(PartiqlVersusLocalTest::sorted).sorted(Comparator.comparing(Item::toString)).toList();
    }

    private static String mine(StatementRequest s) {
        try {
            StatementResult r = engine.executeStatement(s.statement(), s.parameters(), false, null, null);
            return "items " + normalized(r.items());
        } catch (RequestException e) {
            return "error " + e.errorType() + ": " + e.getMessage();
        } catch (RuntimeException e) {
            return "crash " + e;
        }
    }

    private static String mineBatch(List<StatementRequest> group) {
        return mineBatch(batches, group);
    }

    /** {@code group} as a batch on {@code on}, written as {@link #localBatch} writes Local's answer. */
    static String mineBatch(PartiqlBatches on, List<StatementRequest> group) {
        try {
            List<String> out = new ArrayList<>();
            for (BatchOutcome o : on.batchExecuteStatement(group)) {
                out.add(o.failed() ? o.errorCode() + ": " + o.errorMessage()
                        : "ok " + o.tableName() + " " + sorted(o.item()));
            }
            return out.toString();
        } catch (RequestException e) {
            return "error " + e.errorType() + ": " + e.getMessage();
        } catch (RuntimeException e) {
            return "crash " + e;
        }
    }

    private static String mineTransaction(List<StatementRequest> group) {
        try {
            return "items " + batches.executeTransaction(group).stream().map(PartiqlVersusLocalTest::sorted).toList();
        } catch (TransactionCanceledException e) {
            return "cancelled " + e.reasons().stream().map(r -> r.code() + "/" + r.message()).toList();
        } catch (RequestException e) {
            return "error " + e.errorType() + ": " + e.getMessage();
        } catch (RuntimeException e) {
            return "crash " + e;
        }
    }

    private static List<Item> normalized(List<Item> items) {
        return items.stream().map(PartiqlVersusLocalTest::sorted).toList();
    }

    private static List<software.amazon.awssdk.services.dynamodb.model.AttributeValue> sdk(StatementRequest s) {
        return s.parameters().isEmpty() ? null : s.parameters().stream().map(AttributeValues::toSdk).toList();
    }

    /** Local's ConsumedCapacity, when it answers one; the engine answers none for PartiQL, as Local does not. */
    private static String capacity(Object consumed) {
        return consumed == null || consumed instanceof List<?> list && list.isEmpty() ? "" : " capacity " + consumed;
    }

    static String localStatement(DynamoDbClient client, StatementRequest s, ReturnConsumedCapacity rcc) {
        try {
            var r = client.executeStatement(b -> b.statement(s.statement()).parameters(sdk(s)).returnConsumedCapacity(rcc));
            return "items " + r.items().stream().map(i -> sorted(AttributeValues.fromSdkItem(i)))
                    .toList() + capacity(r.consumedCapacity());
        } catch (DynamoDbException e) {
            return "error " + e.awsErrorDetails().errorCode() + ": " + e.awsErrorDetails().errorMessage();
        }
    }

    static String localBatch(DynamoDbClient client, List<StatementRequest> group, ReturnConsumedCapacity rcc) {
        try {
            var r = client.batchExecuteStatement(b -> b.returnConsumedCapacity(rcc).statements(group.stream().map(s -> BatchStatementRequest
                    .builder().statement(s.statement()).parameters(sdk(s)).build()).toList()));
            List<String> out = new ArrayList<>();
            for (var o : r.responses()) {
                out.add(o.error() != null ? o.error().codeAsString() + ": " + o.error().message()
                        : "ok " + o.tableName() + " " + (o.hasItem() ? sorted(
                        AttributeValues.fromSdkItem(o.item())) : null));
            }
            return out + capacity(r.consumedCapacity());
        } catch (DynamoDbException e) {
            return "error " + e.awsErrorDetails().errorCode() + ": " + e.awsErrorDetails().errorMessage();
        }
    }

    static String localTransaction(DynamoDbClient client, List<StatementRequest> group, ReturnConsumedCapacity rcc) {
        try {
            var r = client.executeTransaction(b -> b.returnConsumedCapacity(rcc).transactStatements(group.stream().map(s -> ParameterizedStatement
                    .builder().statement(s.statement()).parameters(sdk(s)).build()).toList()));
            return "items " + r.responses().stream().map(o -> o.hasItem()
                    ? sorted(AttributeValues.fromSdkItem(o.item())) : null).toList() + capacity(r.consumedCapacity());
        } catch (software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException e) {
            return "cancelled " + e.cancellationReasons().stream().map(r -> r.code() + "/" + r.message()).toList();
        } catch (DynamoDbException e) {
            return "error " + e.awsErrorDetails().errorCode() + ": " + e.awsErrorDetails().errorMessage();
        }
    }
}
