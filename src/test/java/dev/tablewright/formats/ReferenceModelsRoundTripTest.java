package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.Model;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every real NoSQL Workbench export opens and saves back without losing anything. */
class ReferenceModelsRoundTripTest {
    private static final Path FOLDER = Paths.get("src/test/resources/reference/workbench-models");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path temp;

    static Stream<Path> referenceModels() throws IOException {
        return Files.list(FOLDER).filter(p -> p.toString().endsWith(".json")).sorted();
    }

    @ParameterizedTest
    @MethodSource("referenceModels")
    void read_whenReferenceModel_givesItsTablesAndItems(Path file) throws Exception {
        LoadedModel loaded = ModelFiles.read(file);
        JsonNode original = MAPPER.readTree(file.toFile());

        Model model = loaded.model();
        assertThat(model.name()).isEqualTo(original.get("ModelName").asText());
        assertThat(model.tables()).hasSize(original.get("DataModel").size());
        for (int i = 0; i < model.tables().size(); i++) {
            JsonNode table = original.get("DataModel").get(i);
            int items = table.path("TableData").size();
            for (JsonNode facet : table.path("TableFacets")) {
                items += facet.path("TableData").size();
            }
            assertThat(model.tables().get(i).allItems()).as("items of %s", file.getFileName()).hasSize(items);
            assertThat(model.tables().get(i).globalSecondaryIndexes())
                    .hasSize(table.path("GlobalSecondaryIndexes").size());
        }
    }

    @ParameterizedTest
    @MethodSource("referenceModels")
    void write_whenReferenceModelSaved_readsBackEqual(Path file) throws Exception {
        Model model = ModelFiles.read(file).model();
        Path saved = temp.resolve(file.getFileName());

        ModelFiles.write(model, saved);

        assertThat(ModelFiles.read(saved).model()).isEqualTo(model.withMetadata(model.metadata().withVersion("3.0")));
    }

    @ParameterizedTest
    @MethodSource("referenceModels")
    void write_whenReferenceModelSaved_jsonEqualsOriginalApartFromVersion(Path file) throws Exception {
        Path saved = temp.resolve(file.getFileName());
        ModelFiles.write(ModelFiles.read(file).model(), saved);

        ObjectNode original = (ObjectNode) MAPPER.readTree(file.toFile());
        ((ObjectNode) original.get("ModelMetadata")).put("Version", "3.0");
        JsonNode written = MAPPER.readTree(saved.toFile());

        assertThat(written).as("saved %s", file.getFileName()).isEqualTo(original);
    }
}
