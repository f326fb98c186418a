package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.model.NameMapping;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NameMappingJsonTest {
    @Test
    void read_whenWrittenMapping_givesItBackAndDropsNamesMappedToThemselves() throws Exception {
        NameMapping mapping = new NameMapping(Map.of("HR-OE", new NameMapping.TableNames("hr_live",
                Map.of("GSI1", "by_sk", "GSI2", "GSI2"), Map.of("PK", "pk"))));

        NameMapping back = NameMappingJson.read(new ObjectMapper().readTree(NameMappingJson.write(mapping).toString()));

        assertThat(back).isEqualTo(mapping);
        assertThat(back.tables().get("HR-OE").indexes()).containsExactly(Map.entry("GSI1", "by_sk"));
        assertThat(back.attribute("HR-OE", "SK")).isEqualTo("SK");
        assertThat(back.modelAttribute("HR-OE", "pk")).isEqualTo("PK");
    }

    @Test
    void read_whenFileIsEmptyObject_isTheIdentity(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("m.json"), "{}");

        assertThat(NameMappingJson.read(file).isIdentity()).isTrue();
    }

    @Test
    void read_whenFileIsNotJson_namesTheFileAndLine(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("m.json"), "{\n\"Tables\": ");

        assertThatThrownBy(() -> NameMappingJson.read(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(file + ": not JSON (").hasMessageContaining("line 2");
    }

    @Test
    void read_whenTableNameIsANumber_namesTheNode(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("m.json"), "{\"Tables\": {\"T\": {\"TableName\": 3}}}");

        assertThatThrownBy(() -> NameMappingJson.read(file))
                .hasMessage(file + ": Tables.T.TableName: must be a non-empty string");
    }
}
