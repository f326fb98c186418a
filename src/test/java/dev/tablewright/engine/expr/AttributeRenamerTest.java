package dev.tablewright.engine.expr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AttributeRenamerTest {
    private static final Map<String, String> LIVE = Map.of("Status", "status", "Doc", "doc", "Amount", "amount",
            "Tags", "tags");

    private static AttributeRenamer.Result rename(Map<String, String> names, String... texts) {
        return AttributeRenamer.rename(names, n -> LIVE.getOrDefault(n, n),
                java.util.Arrays.stream(texts).map(t -> new AttributeRenamer.Text(t, "FilterExpression")).toList());
    }

    @Test
    void rename_whenBareNames_putsLiveNamesBehindNewPlaceholders() {
        AttributeRenamer.Result r = rename(Map.of(), "Amount > :n AND begins_with(Other, :p) AND size(Tags) > :z");

        assertThat(r.texts()).containsExactly("#tw0 > :n AND begins_with(Other, :p) AND size(#tw1) > :z");
        assertThat(r.names()).containsExactlyInAnyOrderEntriesOf(Map.of("#tw0", "amount", "#tw1", "tags"));
    }

    @Test
    void rename_whenPlaceholderOnlyTopLevel_changesItsValueAndKeepsTheText() {
        AttributeRenamer.Result r = rename(Map.of("#s", "Status", "#d", "Doc"), "#s = :s", "#d, #s");

        assertThat(r.texts()).containsExactly("#s = :s", "#d, #s");
        assertThat(r.names()).containsExactlyInAnyOrderEntriesOf(Map.of("#s", "status", "#d", "doc"));
    }

    @Test
    void rename_whenMapKeysAndPlaceholdersInsideDocuments_leavesThemAlone() {
        AttributeRenamer.Result r = rename(Map.of("#s", "Status"), "Doc.Status = :a AND Doc.#s = :b AND #s = :c");

        assertThat(r.texts()).containsExactly("#tw0.Status = :a AND #tw0.#s = :b AND #tw1 = :c");
        assertThat(r.names()).containsExactlyInAnyOrderEntriesOf(Map.of("#s", "Status", "#tw0", "doc", "#tw1", "status"));
    }

    @Test
    void rename_whenNoExpression_keepsNullAndTheNames() {
        AttributeRenamer.Result r = rename(Map.of("#x", "Other"), (String) null);

        assertThat(r.texts()).containsExactly((String) null);
        assertThat(r.names()).containsExactly(Map.entry("#x", "Other"));
    }

    @Test
    void topLevelNames_whenFilterAndProjection_givesEachAttributeOnceByItsModelName() {
        assertThat(AttributeRenamer.topLevelNames(Map.of("#s", "Status"), List.of(
                new AttributeRenamer.Text("#s = :s AND Amount.Net > :n AND attribute_exists(Tags[0])", "FilterExpression"))))
                .containsExactly("Status", "Amount", "Tags");
    }
}
