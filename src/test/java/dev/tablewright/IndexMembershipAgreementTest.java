package dev.tablewright;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.cli.TablewrightCommand;
import dev.tablewright.engine.IndexView;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.ui.items.ItemGridViewModel;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * One rule for which items a GSI holds: {@code info}, the window's "why not here" and the engine
 * agree on an item whose GSI key has the wrong type and on one lacking it.
 */
class IndexMembershipAgreementTest {
    @TempDir
    Path temp;

    private static final Item MEMBER = Item.of(Map.of("PK", AttributeValue.s("a"), "GK", AttributeValue.s("g")));
    private static final Item WRONG_TYPE = Item.of(Map.of("PK", AttributeValue.s("b"), "GK", AttributeValue.n(7)));
    private static final Item LACKING = Item.of(Map.of("PK", AttributeValue.s("c")));

    private static Table table() {
        return Table.of("T", KeySchema.of(KeyAttribute.of("PK", ScalarType.S)))
                .withIndexes(List.of(SecondaryIndex.gsi("ByG", KeySchema.of(KeyAttribute.of("GK", ScalarType.S)),
                        Projection.all())), List.of())
                .withItems(List.of(MEMBER, WRONG_TYPE, LACKING));
    }

    private static Model model() {
        return new Model("M", ModelMetadata.of(""), List.of(table()), List.of(), null);
    }

    @Test
    void gsiMembership_whenKeyOfWrongTypeOrAbsent_infoWindowAndEngineAgree() throws Exception {
        Path file = temp.resolve("m.json");
        ModelFiles.write(model(), file);
        StringWriter out = new StringWriter();
        CommandLine cli = TablewrightCommand.create();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(new StringWriter(), true));
        assertThat(cli.execute("info", file.toString(), "--json")).isZero();
        JsonNode info = new ObjectMapper().readTree(out.toString());
        long infoCount = info.at("/tables/0/indexes/0/items").asLong();

        ItemGridViewModel grid = new ItemGridViewModel();
        grid.show(table(), "ByG", null);

        IndexView engineView = InMemoryEngine.of(model()).table("T").view("ByG");

        assertThat(infoCount).as("info's item count of ByG").isEqualTo(1);
        assertThat(grid.rows()).as("the window's rows of ByG").hasSize(1);
        assertThat(engineView.size()).as("the engine's items in ByG").isEqualTo(1);
        assertThat(grid.missing()).extracting(ItemGridViewModel.Missing::item, ItemGridViewModel.Missing::reason)
                .as("the window's 'why not here'")
                .containsExactlyInAnyOrder(Tuple.tuple(WRONG_TYPE, "GK is N, not S"),
                        Tuple.tuple(LACKING, "lacks GK"));
        assertThat(engineView.exclusionReason(MEMBER)).isNull();
        assertThat(engineView.exclusionReason(WRONG_TYPE)).contains("GK is of type N but ByG wants S");
        assertThat(engineView.exclusionReason(LACKING)).contains("it has no GK");
    }
}
