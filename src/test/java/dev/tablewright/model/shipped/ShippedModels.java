package dev.tablewright.model.shipped;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFileException;
import dev.tablewright.formats.ModelFiles;
import java.nio.file.Path;
import java.util.List;

/** The models shipped in models/, loaded through ModelFiles. */
final class ShippedModels {
    static final Path HR_OE = Path.of("models/hr-oe.json");
    static final Path GAMING = Path.of("models/gaming.json");
    static final Path PERSON_RECORDS = Path.of("models/person-records.json");
    static final List<Path> ALL = List.of(HR_OE, GAMING, PERSON_RECORDS);

    private ShippedModels() {
    }

    /**
     * Reads a shipped model; skips the test while ModelFiles.read is still a stub (it is written in
     * parallel on the io branch), so these tests start running as soon as the reader is merged.
     */
    static LoadedModel load(Path file) throws ModelFileException {
        try {
            return ModelFiles.read(file);
        } catch (UnsupportedOperationException e) {
            assumeTrue(false, "ModelFiles.read is not implemented yet: " + e.getMessage());
            throw e;
        }
    }
}
