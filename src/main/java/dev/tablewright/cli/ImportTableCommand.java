package dev.tablewright.cli;

import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.dynamo.TableImporter;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code import-table}: reads a live table's definition and a sample of its items into a new model file. */
@Command(name = "import-table", mixinStandardHelpOptions = true,
        description = "Read a live table (keys, indexes, billing, a sample of items) into a new model file; a table "
                + "holding a OneTable schema (its _Schema item) gets that schema's facets, templates and queries.")
final class ImportTableCommand extends FileWritingVerb {
    @Option(names = "--table", required = true, paramLabel = "T", description = "The table to read.") String table;

    @Mixin
    ConnectionOptions connectionOptions;

    @Option(names = "--sample", paramLabel = "N", defaultValue = "100",
            description = "How many items to read with Scan (default: ${DEFAULT-VALUE}).")
    int sample;

    @Option(names = "--out", required = true, paramLabel = "MODEL", description = "The model file to write.") Path out;

    @Override
    public Integer call() throws Exception {
        if (sample < 0) {
            throw new ParameterException(spec.commandLine(), "--sample must be 0 or more");
        }
        output.refuseOverwrite(spec, out);
        try (OpenConnection open = DynamoClients.open(connectionOptions.toConnection())) {
            TableImporter.TableImport read = new TableImporter(open).read(table, sample);
            Model model = read.model();
            OutputFileOption.write(out, ModelFiles.toJson(model));
            Table t = model.tables().get(0);
            spec.commandLine().getOut().printf("Imported %s from %s into %s: %d GSIs, %d LSIs, %s, %d items%n",
                    t.name(), open.endpoint(), out, t.globalSecondaryIndexes().size(), t.localSecondaryIndexes().size(),
                    t.effectiveBillingMode(), t.allItems().size());
            read.notes().forEach(line -> spec.commandLine().getErr().println("onetable: " + line));
            if (read.sampleCut() != null) {
                spec.commandLine().getErr().println("sample: " + read.sampleCut());
            }
            if (!t.facets().isEmpty()) {
                spec.commandLine().getOut().printf("%d facets and %d access patterns from its OneTable schema%n",
                        t.facets().size(), model.accessPatterns().size());
            }
            spec.commandLine().getOut().flush();
            spec.commandLine().getErr().flush();
            return TablewrightCommand.OK;
        } finally {
            DynamoClients.shutdown();
        }
    }
}
