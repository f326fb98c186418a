package dev.tablewright.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.UpdateItemRequest;
import dev.tablewright.engine.request.WriteResult;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * UpdateItem's update expressions against DynamoDB Local: SET with + and -, if_not_exists and
 * list_append, nested paths, REMOVE, ADD and DELETE leave the same item, and the expressions Local
 * refuses are refused with its error and message.
 */
class UpdatesVersusLocalTest {
    private static final String TABLE = "Updates";
    private static LocalOracle local;
    private static InMemoryEngine engine;

    @BeforeAll
    static void start() {
        local = new LocalOracle();
        engine = new InMemoryEngine();
        Table table = Table.of(TABLE, Scenarios.keys("PK", ScalarType.S, "SK", ScalarType.N));
        local.create(table);
        engine.add(table);
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    private static final AttributeValue ONE = AttributeValue.n(1);

    private static Item stored(String pk) {
        Map<String, AttributeValue> a = new LinkedHashMap<>();
        a.put("PK", AttributeValue.s(pk));
        a.put("SK", ONE);
        a.put("n", AttributeValue.n(5));
        a.put("s", AttributeValue.s("x"));
        a.put("l", AttributeValue.l(List.of(ONE, AttributeValue.s("b"))));
        a.put("m", AttributeValue.m(Map.of("x", ONE, "y", AttributeValue.m(Map.of("z", AttributeValue.s("q"))))));
        a.put("ss", AttributeValue.ss(List.of("p", "q")));
        a.put("ns", AttributeValue.ns(List.of("1", "2")));
        return Item.of(a);
    }

    private static Item key(String pk) {
        return Item.of(Map.of("PK", AttributeValue.s(pk), "SK", ONE));
    }

    private record Case(String update, String condition, Map<String, String> names, Map<String, AttributeValue> values) {
        static Case of(String update, Object... values) {
            Map<String, AttributeValue> v = new LinkedHashMap<>();
            for (int i = 0; i < values.length; i += 2) {
                v.put((String) values[i], (AttributeValue) values[i + 1]);
            }
            return new Case(update, null, Map.of(), v);
        }
    }

    private static final AttributeValue TWO = AttributeValue.n(2);
    private static final AttributeValue S = AttributeValue.s("s");
    private static final AttributeValue LIST = AttributeValue.l(List.of(AttributeValue.s("c")));
    private static final AttributeValue SS = AttributeValue.ss(List.of("q", "r"));
    private static final AttributeValue SS_ALL = AttributeValue.ss(List.of("p", "q"));
    private static final AttributeValue NS = AttributeValue.ns(List.of("1"));

    private static List<Case> cases() {
        return List.of(
                Case.of("SET n = :one", ":one", ONE),
                Case.of("set n = :one", ":one", ONE),
                Case.of("SET n = n + :one", ":one", ONE),
                Case.of("SET n = n - :two", ":two", TWO),
                Case.of("SET n = :one + :two", ":one", ONE, ":two", TWO),
                Case.of("SET fresh = if_not_exists(fresh, :two)", ":two", TWO),
                Case.of("SET n = if_not_exists(n, :two)", ":two", TWO),
                Case.of("SET n = if_not_exists(n, :two) + :one", ":one", ONE, ":two", TWO),
                Case.of("SET l = list_append(l, :list)", ":list", LIST),
                Case.of("SET l = list_append(:list, l)", ":list", LIST),
                Case.of("SET m.x = :two", ":two", TWO),
                Case.of("SET m.y.z = :s", ":s", S),
                Case.of("SET m.fresh = :s", ":s", S),
                Case.of("SET l[0] = :s", ":s", S),
                Case.of("SET l[7] = :s", ":s", S),
                Case.of("SET n = :one, s = :s", ":one", ONE, ":s", S),
                Case.of("SET n = :one REMOVE s ADD ns :ns DELETE ss :ss", ":one", ONE, ":ns", NS, ":ss", SS),
                Case.of("REMOVE s, m.x"),
                Case.of("REMOVE l[0]"),
                Case.of("REMOVE l[0], l[1]"),
                Case.of("REMOVE absent, m.absent, l[9]"),
                Case.of("ADD n :one", ":one", ONE),
                Case.of("ADD fresh :one", ":one", ONE),
                Case.of("ADD ss :ss", ":ss", SS),
                Case.of("ADD fresh :ss", ":ss", SS),
                Case.of("ADD m.x :one", ":one", ONE),
                Case.of("DELETE ss :ss", ":ss", SS),
                Case.of("DELETE ss :all", ":all", SS_ALL),
                Case.of("DELETE ns :ns", ":ns", NS),
                Case.of("DELETE fresh :ss", ":ss", SS),
                new Case("SET #n = :one", null, Map.of("#n", "n"), Map.of(":one", ONE)),
                new Case("SET n = :one", "s = :s", Map.of(), Map.of(":one", ONE, ":s", AttributeValue.s("x"))),
                new Case("SET n = :one", "s = :s", Map.of(), Map.of(":one", ONE, ":s", S)),
                // refused
                Case.of(""),
                Case.of("SET n = :one SET s = :s", ":one", ONE, ":s", S),
                Case.of("SET n = :one, n = :two", ":one", ONE, ":two", TWO),
                Case.of("SET m = :one, m.x = :two", ":one", ONE, ":two", TWO),
                Case.of("SET n = :one REMOVE n", ":one", ONE),
                Case.of("REMOVE l[0], l", ":one", ONE),
                Case.of("SET n = s + :one", ":one", ONE),
                Case.of("SET n = absent + :one", ":one", ONE),
                Case.of("SET n = :s - :one", ":one", ONE, ":s", S),
                Case.of("SET n = :one + :one + :one", ":one", ONE),
                Case.of("ADD s :one", ":one", ONE),
                Case.of("ADD n :s", ":s", S),
                Case.of("ADD l :list", ":list", LIST),
                Case.of("ADD ss :ns", ":ns", NS),
                Case.of("ADD m.x.y :one", ":one", ONE),
                Case.of("DELETE n :one", ":one", ONE),
                Case.of("DELETE ss :s", ":s", S),
                Case.of("DELETE ss :ns", ":ns", NS),
                Case.of("SET l = list_append(n, :list)", ":list", LIST),
                Case.of("SET l = list_append(:list)", ":list", LIST),
                Case.of("SET absent.y = :one", ":one", ONE),
                Case.of("SET s.y = :one", ":one", ONE),
                Case.of("SET s[0] = :one", ":one", ONE),
                Case.of("SET n = foo(n)"),
                Case.of("SET n = size(s)"),
                Case.of("SET n = if_not_exists(:one, :one)", ":one", ONE),
                Case.of("SET n :one", ":one", ONE),
                Case.of("SET n = :one,", ":one", ONE),
                Case.of("UPDATE n = :one", ":one", ONE),
                Case.of("REMOVE :one", ":one", ONE),
                Case.of("ADD n", ":one", ONE),
                Case.of("SET Name = :one", ":one", ONE),
                Case.of("SET n = :undefined"),
                Case.of("SET n = :one", ":one", ONE, ":extra", ONE),
                new Case("SET n = :one", null, Map.of("#unused", "x"), Map.of(":one", ONE)),
                Case.of("SET PK = :s", ":s", S),
                Case.of("REMOVE SK"),
                Case.of("SET n = :one $", ":one", ONE),
                Case.of("SET n = (:one)", ":one", ONE),
                Case.of("SET n = n + :one", ":one", S),
                Case.of("SET m.x = :one, m[0] = :two", ":one", ONE, ":two", TWO),
                new Case("SET #n = :one, n = :two", null, Map.of("#n", "n"), Map.of(":one", ONE, ":two", TWO)),
                Case.of("REMOVE m.absent"),
                Case.of("REMOVE l[9]"),
                Case.of("REMOVE s.x"),
                Case.of("REMOVE s[0]"),
                Case.of("ADD n :m", ":m", AttributeValue.m(Map.of("k", ONE))),
                Case.of("ADD n :t", ":t", AttributeValue.bool(true)),
                Case.of("ADD n :null", ":null", AttributeValue.nul()),
                Case.of("DELETE ss :m", ":m", AttributeValue.m(Map.of("k", ONE))),
                new Case("SET n = :u1", "s = :u2", Map.of(), Map.of()),
                Case.of("SET l = list_append(l, :s)", ":s", S),
                Case.of("SET n = :one - n", ":one", ONE),
                Case.of("SET l = list_append(if_not_exists(l, :empty), :list)", ":empty",
                        AttributeValue.l(List.of()), ":list", LIST),
                Case.of("SET n = n + :one", ":one", ONE),
                Case.of("SET n = n + :one", ":one", ONE),
                Case.of("SET n = :half + :one", ":half", AttributeValue.n("0.5"), ":one", ONE),
                Case.of("SET l = list_append(:list, :s)", ":list", LIST, ":s", S),
                Case.of("SET n = if_not_exists(n)"),
                Case.of("SET n = attribute_exists(n)"),
                Case.of("DELETE l[0] :ss", ":ss", SS),
                Case.of("ADD l[0] :one", ":one", ONE));
    }

    @Test
    void updateItem_whenExpressionsAppliedToBoth_leaveTheSameItemOrTheSameError() {
        List<String> mismatches = new ArrayList<>();
        int i = 0;
        for (Case c : cases()) {
            String pk = "item" + i++;
            boolean onMissingItem = i % 7 == 0;
            if (!onMissingItem) {
                PutItemRequest put = new PutItemRequest(TABLE, stored(pk), null, Map.of(), Map.of(), null);
                engine.execute(put);
                local.execute(put);
            }
            UpdateItemRequest update = new UpdateItemRequest(TABLE, key(pk), c.update(), c.condition(), c.names(),
                    c.values(), null);
            Object mine = outcome(update, true);
            Object theirs = outcome(update, false);
            if (!Objects.equals(mine, theirs)) {
                mismatches.add(c.update() + (onMissingItem ? " (no item)" : "") + "\n   Local: " + theirs
                        + "\n   ours:  " + mine);
            }
        }
        assertThat(mismatches).as("%d of %d updates differ from Local", mismatches.size(), cases().size()).isEmpty();
    }

    private static Object outcome(UpdateItemRequest request, boolean engineSide) {
        try {
            WriteResult result = (WriteResult) (engineSide ? engine.execute(request) : local.execute(request));
            return LocalOracle.normalized(result.newItem());
        } catch (RequestException e) {
            return e.errorType() + ": " + e.getMessage();
        } catch (RuntimeException e) {
            return e.toString();
        }
    }
}
