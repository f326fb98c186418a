package dev.tablewright.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.NameMapping;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The verdict rule on small tables, without a connection. */
class LiveCompatibilityTest {
    private static final KeySchema OWNER_KEYS = KeySchema.of(KeyAttribute.of("Owner", ScalarType.S),
            KeyAttribute.of("Created", ScalarType.S));
    private static final Table MODEL_TABLE = Table.of("Orders", KeySchema.of(KeyAttribute.of("Id", ScalarType.S)))
            .withIndexes(List.of(SecondaryIndex.gsi("ByOwner", OWNER_KEYS, Projection.all())), List.of());
    private static final AccessPattern BY_OWNER = AccessPattern.builder("orders by owner", "Orders", Operation.Query)
            .index("ByOwner").partitionKey("${owner}").filter("#st = :st").names(Map.of("#st", "Status"))
            .projection(List.of("Id", "Total")).build();
    private static final Model MODEL = new Model("shop", null, List.of(MODEL_TABLE), List.of(BY_OWNER), null);
    private static final NameMapping MAPPING = new NameMapping(Map.of("Orders", new NameMapping.TableNames("live_orders",
            Map.of("ByOwner", "by_owner"), Map.of("Id", "id", "Owner", "owner", "Created", "created", "Status", "status"))));

    private static Table live(Projection projection) {
        return Table.of("live_orders", KeySchema.of(KeyAttribute.of("id", ScalarType.S))).withIndexes(List.of(
                SecondaryIndex.gsi("by_owner", KeySchema.of(KeyAttribute.of("owner", ScalarType.S),
                        KeyAttribute.of("created", ScalarType.S)), projection)), List.of());
    }

    private static PatternVerdict verdict(NameMapping mapping, Table live) {
        return LiveCompatibility.verdict(MODEL, BY_OWNER, mapping,
                name -> name.equals(live.name()) ? Optional.of(live) : Optional.empty());
    }

    @Test
    void verdict_whenEveryNameMappedAndAllProjected_isOk() {
        assertThat(verdict(MAPPING, live(Projection.all())).ok()).isTrue();
    }

    @Test
    void verdict_whenTheGlobalIndexProjectsKeysOnly_namesWhatThePatternReads() {
        assertThat(verdict(MAPPING, live(Projection.keysOnly())).reasons())
                .containsExactly("index ByOwner projects KEYS_ONLY; the pattern reads Status, Total");
    }

    @Test
    void verdict_whenTheIndexIncludesWhatIsRead_isOk() {
        assertThat(verdict(MAPPING, live(Projection.include(List.of("status", "Total")))).ok()).isTrue();
    }

    @Test
    void verdict_whenIndexNotMapped_saysItIsMissingOnTheLiveTable() {
        NameMapping noIndex = new NameMapping(Map.of("Orders", new NameMapping.TableNames("live_orders", Map.of(),
                MAPPING.tables().get("Orders").attributes())));

        assertThat(verdict(noIndex, live(Projection.all())).reasons())
                .containsExactly("index ByOwner missing on table live_orders");
    }

    @Test
    void verdict_whenTwoModelAttributesMeetInOneLiveAttribute_saysWhich() {
        NameMapping clash = new NameMapping(Map.of("Orders", new NameMapping.TableNames("live_orders",
                Map.of("ByOwner", "by_owner"), Map.of("Id", "id", "Owner", "owner", "Created", "owner"))));

        assertThat(verdict(clash, live(Projection.all())).reasons())
                .contains("attributes Owner and Created both map to owner on the live table");
    }

    @Test
    void unknownNames_whenTheMappingNamesWhatTheModelLacks_warnsOfEach() {
        NameMapping typos = new NameMapping(Map.of("Order", NameMapping.TableNames.of("x"),
                "Orders", new NameMapping.TableNames(null, Map.of("ByOwnr", "y"), Map.of())));

        assertThat(LiveCompatibility.unknownNames(MODEL, typos)).containsExactlyInAnyOrder(
                "the mapping names table Order, which the model does not have",
                "the mapping names index ByOwnr, which table Orders does not have");
    }
}
