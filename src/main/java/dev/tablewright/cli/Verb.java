package dev.tablewright.cli;

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


    ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
