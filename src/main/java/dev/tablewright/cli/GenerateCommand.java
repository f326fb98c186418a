package dev.tablewright.cli;

import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Item;
import dev.tablewright.sample.SampleDataGenerator;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code generate MODEL --facet NAME --count N [--seed S] --out FILE}: sample items as JSON lines. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Generate sample items for a facet from its key templates and datafaker generators.",
                "Writes JSON lines: one item per line, each a DynamoDB JSON object such as "
                        + "{\"PK\":{\"S\":\"HR-E01\"},\"Salary\":{\"N\":\"50000\"}}.",
                "The same seed gives the same items (except from expressions relative to today's date)."})
public final class GenerateCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "MODEL", description = "the model file (NoSQL Workbench JSON)")
    Path model;

    @Option(names = "--facet", required = true, paramLabel = "NAME", description = "the facet (entity type) to generate")
    String facet;

    @Option(names = "--count", required = true, paramLabel = "N", description = "how many items")
    int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "random seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--table", paramLabel = "NAME",
            description = "the table holding the facet, when several tables have a facet of that name")
    String table;

    @Option(names = "--out", required = true, paramLabel = "FILE",
            description = "where to write the JSON lines (- for standard output)")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (count < 0) {
            throw new ParameterException(spec.commandLine(), "--count must be 0 or more, was " + count);
        }
        Model loaded = ModelFiles.read(model).model();
        Table target = findTable(loaded);
        List<Item> items = new SampleDataGenerator(seed).generate(target, facet, count);
        boolean toStdout = out.toString().equals("-");
        if (toStdout) {
            writeLines(items, spec.commandLine().getOut());
            spec.commandLine().getOut().flush();
            return TablewrightCommand.OK;
        }
        try (BufferedWriter writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            writeLines(items, writer);
        } catch (IOException e) {
            throw new IOException(out + ": cannot write: " + e.getMessage(), e);
        }
        spec.commandLine().getOut().println("wrote " + items.size() + " " + facet + " items of table "
                + target.name() + " to " + out);
        spec.commandLine().getOut().flush();
        return TablewrightCommand.OK;
    }

    private static void writeLines(List<Item> items, Writer writer) throws IOException {
        for (Item item : items) {
            writer.write(DynamoJson.write(item));
            writer.write("\n");
        }
    }

    private Table findTable(Model loaded) {
        if (table != null) {
            Table named = loaded.findTable(table).orElseThrow(() -> new ParameterException(spec.commandLine(),
                    "--table: the model has no table '" + table + "' (tables: "
                            + loaded.tables().stream().map(Table::name).toList() + ")"));
            if (named.findFacet(facet).isEmpty()) {
                throw noFacet(List.of(named));
            }
            return named;
        }
        List<Table> holders = loaded.tables().stream().filter(t -> t.findFacet(facet).isPresent()).toList();
        if (holders.isEmpty()) {
            throw noFacet(loaded.tables());
        }
        if (holders.size() > 1) {
            throw new ParameterException(spec.commandLine(), "--facet: tables " + holders.stream().map(Table::name).toList()
                    + " all have a facet '" + facet + "'; choose one with --table");
        }
        return holders.get(0);
    }

    private ParameterException noFacet(List<Table> tables) {
        List<String> facets = tables.stream().flatMap(t -> t.facets().stream()).map(f -> f.name()).toList();
        return new ParameterException(spec.commandLine(), "--facet: no facet '" + facet + "' (facets: " + facets + ")");
    }
}
