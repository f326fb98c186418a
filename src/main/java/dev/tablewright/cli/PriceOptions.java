package dev.tablewright.cli;

import dev.tablewright.dynamo.AppDirs;
import dev.tablewright.capacity.PriceTable;
import dev.tablewright.capacity.Prices;
import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The prices a verb costs with, written once: {@code --prices FILE} over the built-in table and the
 * user's own prices.properties, and {@code --region}, checked against the table (a usage error
 * listing the known regions when it has no prices there).
 */
final class PriceOptions {
    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--prices", paramLabel = "FILE", description = "a price file over the built-in table and "
            + "~/.tablewright/prices.properties (same keys; see docs/prices.md)")
    Path file;

    @Option(names = "--region", paramLabel = "REGION",
            description = "the region whose prices to use (default: the price file's region=, else us-east-1)")
    String region;

    /** The price table: the built-in one, the user's prices.properties and --prices over it. */
    PriceTable table() throws IOException {
        return PriceTable.forUser(AppDirs.configDir(), file);
    }

    /** --region, else the table's own; a usage error listing the known ones when it has no prices there. */
    String region(PriceTable prices) {
        return region(spec, prices, region);
    }

    /** {@code given} (a --region), else the table's own region, checked as {@link #region(PriceTable)} does. */
    static String region(CommandSpec spec, PriceTable prices, String given) {
        String chosen = given == null ? prices.preferredRegion() : given.trim();
        if (!prices.knows(chosen)) {
            throw new ParameterException(spec.commandLine(), "--region '" + chosen
                    + "' is not in the price table; known regions: " + String.join(", ", prices.regions()));
        }
        return chosen;
    }

    /** The chosen region's prices. */
    Prices prices(PriceTable prices) {
        return prices.region(region(prices));
    }
}
