package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Mutated copies of the shipped and reference models never crash the reader: each one reads or is
 * refused with a {@code file:line:column:} message, within 2 s and a bounded allocation
 * (see {@link ModelReaderFuzz}).
 */
class ModelReaderFuzzTest {
    @TempDir
    Path work;

    @Test
    void read_whenThousandMutantsOfTheModels_neverCrashesAndAlwaysNamesAPosition() throws Exception {
        ModelReaderFuzz.Report report = ModelReaderFuzz.run(20261123L, 1_000, 1_000_000, work, null);

        System.out.println("ModelReaderFuzzTest: " + report.summary());
        assertThat(report.failures()).as(report.summary()).isEmpty();
        assertThat(report.accepted() + report.rejected()).isEqualTo(1_000);
        assertThat(report.rejected()).as("mutants refused").isGreaterThan(500);
        assertThat(report.byMutation()).as("every kind of mutation was tried").hasSize(11);
    }

    @Test
    @Tag("slow")
    void read_whenTenThousandMutantsWithHugeStrings_neverCrashesAndAlwaysNamesAPosition() throws Exception {
        ModelReaderFuzz.Report report = ModelReaderFuzz.run(7L, 10_000, ModelReaderFuzz.LONG_STRING, work, System.out);

        System.out.println("ModelReaderFuzzTest (long): " + report.summary());
        assertThat(report.failures()).as(report.summary()).isEmpty();
        assertThat(report.accepted() + report.rejected()).isEqualTo(10_000);
    }
}
