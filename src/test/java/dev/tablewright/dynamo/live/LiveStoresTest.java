package dev.tablewright.dynamo.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.ConnectionStore;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.SortCondition;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyOperator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workspace's files in the config folder, and which PartiQL statements write. */
class LiveStoresTest {
    @TempDir
    Path home;

    @Test
    void setReadOnly_whenSavedAgain_keepsTheFlagWithTheConnection() throws IOException {
        ConnectionStore store = new ConnectionStore(home);
        store.save("prod", Connection.profile("prod", "eu-west-1"));
        store.save("local", Connection.endpoint("http://localhost:8000"));

        store.setReadOnly("prod", true);
        store.save("local", Connection.endpoint("http://localhost:8001"));

        assertThat(store.readOnly()).containsExactly("prod");
        assertThat(Files.readString(store.file())).contains("\"ReadOnly\" : true");
        store.remove("prod");
        assertThat(store.readOnly()).isEmpty();
    }

    @Test
    void setReadOnly_whenTheNameIsUnknown_saysWhichFile() {
        ConnectionStore store = new ConnectionStore(home);

        assertThatThrownBy(() -> store.setReadOnly("nope", true)).isInstanceOf(IOException.class)
                .hasMessageContaining("no saved connection named 'nope'");
    }

    @Test
    void add_whenReadBack_keepsTheWholeQueryPerConnection() throws IOException {
        QueryHistory history = new QueryHistory(home);
        ReadRequest query = new ReadRequest("Orders", "ByStatus", new KeyCondition("status", AttributeValue.s("OPEN"),
                SortCondition.between("SK", AttributeValue.s("O#1"), AttributeValue.s("O#5"))), "#total > :t",
                "PK, #total", Map.of(":t", AttributeValue.n("10")), true, false, 50);

        history.add("prod / eu", new QueryHistory.Entry(Instant.parse("2026-01-02T03:04:05Z"), "Query", "text", query));
        history.add("other", new QueryHistory.Entry(Instant.now(), "PartiQL", "SELECT 1", null));

        List<QueryHistory.Entry> read = history.load("prod / eu");
        assertThat(read).hasSize(1);
        assertThat(read.get(0).read()).isEqualTo(query);
        assertThat(history.file("prod / eu").getFileName().toString()).isEqualTo("prod_eu.jsonl");
    }

    @Test
    void add_whenTheKeyHasSeveralAttributes_keepsEveryConditionInOrder() throws IOException {
        QueryHistory history = new QueryHistory(home);
        KeyCondition key = new KeyCondition(List.of(new KeyCondition.Equality("tenant", AttributeValue.s("T1")),
                new KeyCondition.Equality("region", AttributeValue.s("EU"))),
                List.of(SortCondition.of("year", KeyOperator.EQ, AttributeValue.n("2025")),
                        SortCondition.of("month", KeyOperator.GE, AttributeValue.n("6"))));
        ReadRequest query = new ReadRequest("Sales", "ByTenant", key, null, null, Map.of(), false, true, 100);

        history.add("c", new QueryHistory.Entry(Instant.parse("2026-01-02T03:04:05Z"), "Query", "text", query));

        assertThat(history.load("c").get(0).read()).isEqualTo(query);
    }

    @Test
    void fromJson_whenTheLineWasWrittenBeforeMultiAttributeKeys_readsItsOneAttributeCondition() throws IOException {
        String line = "{\"Time\":\"2026-01-02T03:04:05Z\",\"Kind\":\"Query\",\"Text\":\"t\",\"Read\":{"
                + "\"TableName\":\"Orders\",\"IndexName\":null,\"PartitionKeyName\":\"PK\","
                + "\"PartitionKey\":{\"S\":\"C#1\"},\"SortKeyName\":\"SK\",\"SortOperator\":\"BEGINS_WITH\","
                + "\"SortValues\":[{\"S\":\"O#\"}],\"Limit\":10}}";

        ReadRequest read = QueryHistory.fromJson(new com.fasterxml.jackson.databind.ObjectMapper().readTree(line)).read();

        assertThat(read.key()).isEqualTo(new KeyCondition("PK", AttributeValue.s("C#1"),
                SortCondition.of("SK", KeyOperator.BEGINS_WITH, AttributeValue.s("O#"))));
        assertThat(read.pageSize()).isEqualTo(10);
    }

    @Test
    void add_whenMoreThanKept_dropsTheOldest() throws IOException {
        QueryHistory history = new QueryHistory(home);
        for (int i = 0; i < QueryHistory.KEEP + 3; i++) {
            history.add("c", new QueryHistory.Entry(Instant.now(), "Scan", "n" + i, null));
        }

        List<QueryHistory.Entry> read = history.load("c");
        assertThat(read).hasSize(QueryHistory.KEEP);
        assertThat(read.get(0).text()).isEqualTo("n3");
    }

    @Test
    void writes_whenCommentsComeFirst_readsTheFirstKeyword() {
        assertThat(Statements.writes("  -- list\n/* all */ select * from \"T\"")).isFalse();
        assertThat(Statements.writes("INSERT INTO \"T\" VALUE {'PK': 'a'}")).isTrue();
        assertThat(Statements.writes("update \"T\" SET a = 1 WHERE PK = 'a'")).isTrue();
        assertThat(Statements.writes("DELETE FROM \"T\" WHERE PK = 'a'")).isTrue();
        assertThat(Statements.firstKeyword("\n\tExists(SELECT * FROM T)")).isEqualTo("EXISTS");
    }
}
