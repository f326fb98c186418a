package dev.tablewright.cli;

import dev.tablewright.capacity.PriceTable;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * What every verb shares, written once: its command spec, the two streams it prints to, and a
 * usage error (exit 2) naming the option and the cause.
 */
abstract class Verb implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    PrintWriter out() {
        return spec.commandLine().getOut();
    }

    PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /** --region, else the price table's own; a usage error listing the known ones when it has no prices there. */
    String priceRegion(PriceTable prices, String region) {
        String chosen = region == null ? prices.preferredRegion() : region.trim();
        if (!prices.knows(chosen)) {
            throw usage("--region '" + chosen + "' is not in the price table; known regions: "
                    + String.join(", ", prices.regions()));
        }
        return chosen;
    }

    ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
