package dev.tablewright.sample;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TimeZone;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class PersonRecordsSeedTest {

    @Test
    void render_whenRunTwice_writesTheSameText() throws Exception {
        String first = PersonRecordsSeed.render();
        Locale locale = Locale.getDefault();
        TimeZone zone = TimeZone.getDefault();
        String second;
        try {
            Locale.setDefault(Locale.GERMANY);
            TimeZone.setDefault(TimeZone.getTimeZone("Pacific/Kiritimati"));
            second = PersonRecordsSeed.render();
        } finally {
            Locale.setDefault(locale);
            TimeZone.setDefault(zone);
        }

        assertThat(second).as("a second run, on a machine with another locale and time zone").isEqualTo(first);
    }

    @Test
    void committedModel_whenComparedWithTheSeed_isWhatTheSeedWrites() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        assertThat(mapper.readTree(Path.of("models/person-records.json").toFile()))
                .as("models/person-records.json is out of date: rerun PersonRecordsSeed (see its Javadoc)")
                .isEqualTo(mapper.readTree(PersonRecordsSeed.render()));
    }

    @Test
    void populated_whenBuilt_gives25PersonsEachWithOneAddressAndOneAccount() {
        Table table = PersonRecordsSeed.populated();

        assertThat(table.allItems()).hasSize(75);
        for (Facet facet : table.facets()) {
            assertThat(facet.items()).as(facet.name()).hasSize(25);
        }
        Set<String> users = table.facets().get(0).items().stream().map(i -> text(i, "pk")).collect(Collectors.toSet());
        assertThat(users).hasSize(25);
        for (Facet facet : table.facets().subList(1, 3)) {
            assertThat(facet.items().stream().map(i -> text(i, "pk")).collect(Collectors.toSet())).isEqualTo(users);
        }
    }

    @Test
    void populated_whenBuilt_hasKeysShapedAsTheSeedShows() {
        List<Facet> facets = PersonRecordsSeed.populated().facets();

        assertThat(facets.get(0).items()).allSatisfy(i -> {
            assertThat(text(i, "pk")).matches("userId#[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
            String age = text(i, "sk");
            assertThat(age).matches("age#\\d{2}(\\.\\d)?");
            assertThat(Double.parseDouble(age.substring(4))).isBetween(18.0, 50.0);
        });
        assertThat(facets.get(1).items()).allSatisfy(i -> assertThat(text(i, "sk")).matches("state#[A-Z][A-Za-z ]+"));
        assertThat(facets.get(2).items()).allSatisfy(i -> assertThat(text(i, "sk")).matches("role#(admin|superuser|user)"));
    }

    private static String text(Item item, String attribute) {
        return ((AttributeValue.S) item.get(attribute)).value();
    }
}
