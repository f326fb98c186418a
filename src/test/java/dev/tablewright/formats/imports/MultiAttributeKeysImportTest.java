package dev.tablewright.formats.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.formats.export.CloudFormationExporter;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.Model;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** GSIs with multi-attribute keys (up to 4 HASH and 4 RANGE attributes) read from a template and written back. */
class MultiAttributeKeysImportTest {
    static final Path TEMPLATE = Path.of("src/test/resources/import/multi-attribute-gsis.yaml");

    @Test
    void read_whenGsisHaveOneToFourHashAndRangeAttributes_keepsEachInSchemaOrderWithItsType() throws Exception {
        Table table = CloudFormationImporter.read(TEMPLATE).tables().get(0);

        assertThat(table.globalSecondaryIndexes()).extracting(MultiAttributeKeysImportTest::describe).containsExactly(
                "byTournament [tournamentId:S] [region:S, round:N, bracket:S, matchId:S] ALL",
                "byPlayerSeason [playerId:B, season:N] [week:N, score:N] INCLUDE[notes, venue]",
                "byRegionDivision [region:S, division:S, country:S] [seed:N] KEYS_ONLY",
                "byEverything [country:S, division:S, season:N, checksum:B] [tournamentId:S, round:N, matchId:S]"
                        + " INCLUDE[winner]");
    }

    @Test
    void read_whenExportedAsYamlAndJsonAndReadAgain_losesNothing() throws Exception {
        Model model = CloudFormationImporter.read(TEMPLATE);

        Model fromYaml = CloudFormationImporter.read(CloudFormationExporter.toYaml(model), Path.of("again.yaml"));
        Model fromJson = CloudFormationImporter.read(CloudFormationExporter.toJson(model), Path.of("again.json"));

        assertThat(fromYaml.tables()).isEqualTo(model.tables());
        assertThat(fromJson.tables()).isEqualTo(model.tables());
    }

    @Test
    void read_whenAGsiHasFiveHashAttributes_failsNamingTheLine() throws Exception {
        String template = Files.readString(TEMPLATE).replace(
                "            - { AttributeName: checksum, KeyType: HASH }\n",
                "            - { AttributeName: checksum, KeyType: HASH }\n"
                        + "            - { AttributeName: week, KeyType: HASH }\n");

        assertThatThrownBy(() -> CloudFormationImporter.read(template, Path.of("five.yaml")))
                .isInstanceOf(ImportException.class)
                .hasMessage("five.yaml:59: MatchesTable.GlobalSecondaryIndexes: KeyType 'HASH' (up to 4 HASH and 4 RANGE)");
    }

    @Test
    void read_whenTheTableKeyHasTwoHashAttributes_failsAsOnlyAGsiMay() throws Exception {
        String template = Files.readString(TEMPLATE).replace(
                "        - { AttributeName: pk, KeyType: HASH }\n",
                "        - { AttributeName: pk, KeyType: HASH }\n        - { AttributeName: region, KeyType: HASH }\n");

        assertThatThrownBy(() -> CloudFormationImporter.read(template, Path.of("two.yaml")))
                .isInstanceOf(ImportException.class)
                .hasMessage("two.yaml:27: MatchesTable: KeyType 'HASH' (one HASH and at most one RANGE)");
    }

    private static String describe(SecondaryIndex index) {
        Projection p = index.projection();
        return index.name() + " " + names(index.keySchema().partitionKeys()) + " " + names(index.keySchema().sortKeys())
                + " " + p.type() + (p.nonKeyAttributes().isEmpty() ? "" : p.nonKeyAttributes().toString());
    }

    private static String names(List<KeyAttribute> attributes) {
        return attributes.stream().map(a -> a.name() + ":" + a.type()).toList().toString();
    }
}
