package dev.tablewright.model.shipped;

import java.nio.file.Path;
import java.util.List;

/** The models shipped in models/. */
final class ShippedModels {
    static final Path HR_OE = Path.of("models/hr-oe.json");
    static final Path GAMING = Path.of("models/gaming.json");
    static final Path PERSON_RECORDS = Path.of("models/person-records.json");
    static final Path TOURNAMENTS = Path.of("models/tournaments.json");
    static final List<Path> ALL = List.of(HR_OE, GAMING, PERSON_RECORDS, TOURNAMENTS);

    private ShippedModels() {
    }
}
