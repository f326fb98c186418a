package dev.tablewright.cli;

import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.Item;
import dev.tablewright.sample.SampleDataGenerator;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/** {@code generate MODEL --facet NAME --count N [--seed S] --out FILE}: sample items as JSON lines. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Generate sample items for a facet from its key templates and datafaker generators.",
                "Writes JSON lines: one item per line, each a DynamoDB JSON object such as "
                        + "{\"PK\":{\"S\":\"HR-E01\"},\"Salary\":{\"N\":\"50000\"}}.",
                "The same seed gives the same items (except from expressions relative to today's date)."})
public final class GenerateCommand extends FileWritingVerb {
    @Parameters(index = "0", paramLabel = "MODEL", description = "the model file (NoSQL Workbench JSON)") Path model;
    @Option(names = "--facet", required = true, paramLabel = "NAME", description = "the facet (entity type) to generate")
    String facet;

    @Option(names = "--count", required = true, paramLabel = "N",
            description = "how many items: at most " + SampleDataGenerator.MAX_COUNT + " as JSON lines; any number "
                    + "with s3-import, whose keys carry the item's number to stay distinct")
    long count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "random seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--table", paramLabel = "NAME",
            description = "the table holding the facet, when several tables have a facet of that name") String table;
    @Option(names = "--out", required = true, paramLabel = "FILE",
            description = "where to write the JSON lines (- for standard output); a folder for s3-import") Path out;
    @Option(names = "--format", defaultValue = "jsonl", paramLabel = "F", description = "jsonl (default): DynamoDB "
            + "JSON lines; s3-import: gzipped files of {\"Item\": ...} lines in the --out folder, the layout DynamoDB's "
            + "import from S3 reads") String format;

    @Mixin
    S3ImportOutput s3Output;

    @Override
    public Integer call() throws Exception {
        if (count < 0) {
            throw new ParameterException(spec.commandLine(), "--count must be 0 or more, was " + count);
        }
        boolean s3 = format.equals("s3-import");
        if (!s3 && !format.equals("jsonl")) {
            throw new ParameterException(spec.commandLine(), "--format must be jsonl or s3-import; was '" + format + "'");
        }
        if (!s3 && count > SampleDataGenerator.MAX_COUNT) {
            throw new ParameterException(spec.commandLine(), "--count must be at most " + SampleDataGenerator.MAX_COUNT
                    + " as JSON lines (every key is remembered to keep keys distinct; --format s3-import has no bound), was "
                    + count);
        }
        s3Output.checkFileSize();
        if (!s3) {
            output.refuseOverwrite(spec, out);
        }
        Model loaded = ValidationGate.readValid(model, spec.commandLine().getErr(), "nothing was written").model();
        Table target = findTable(loaded);
        Facet chosen = target.findFacet(facet).orElseThrow();
        SampleDataGenerator generator = new SampleDataGenerator(seed);
        if (s3) {
            // keys distinct by construction: nothing is remembered, so memory is the same at any count
            Iterator<Item> numbered = generator.numberedItems(target, chosen, count);
            spec.commandLine().getOut().println(s3Output.write(output, out, numbered));
            spec.commandLine().getOut().flush();
            return TablewrightCommand.OK;
        }
        Iterator<Item> items = generator.items(target, chosen, (int) count);
        if (OutputFileOption.isStandardOutput(out)) {
            writeLines(items, spec.commandLine().getOut());
            spec.commandLine().getOut().flush();
            return TablewrightCommand.OK;
        }
        OutputFileOption.write(out, stream -> {
            Writer writer = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
            writeLines(items, writer);
            writer.flush();
        });
        spec.commandLine().getOut().println("wrote " + count + " " + facet + " items of table "
                + target.name() + " to " + out);
        spec.commandLine().getOut().flush();
        return TablewrightCommand.OK;
    }

    /** One item at a time, made as it is written: memory holds the keys, never the items. */
    private static void writeLines(Iterator<Item> items, Writer writer) throws IOException {
        while (items.hasNext()) {
            writer.write(DynamoJson.write(items.next()));
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
