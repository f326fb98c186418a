package dev.tablewright.cli;

import dev.tablewright.formats.imports.ItemImportException;
import dev.tablewright.formats.imports.ScanOutputReader;
import dev.tablewright.formats.imports.SourcedItem;
import dev.tablewright.model.Model;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code import-items MODEL --table T [--facet F] FILE.json}: items from scan or query output. */
@Command(name = "import-items", mixinStandardHelpOptions = true,
        description = {"Add items in DynamoDB JSON to a table or facet: the output of 'aws dynamodb scan' or 'query' "
                + "({\"Items\": [...]}), a JSON array of items, or JSON lines (as generate writes).", "Nothing is saved "
                + "when an item is malformed, lacks a key, or repeats a primary key: each problem is printed as FILE:LINE: "
                + "cause."})
public final class ImportItemsCommand extends Verb {
    @Mixin
    ItemImportOptions options;

    @Parameters(index = "1", paramLabel = "FILE.json", description = "the items file") Path items;

    @Override
    public Integer call() throws Exception {
        options.refuseOverwrite(spec);
        Model loaded = options.model.readValid("nothing was written");
        List<SourcedItem> read;
        try {
            read = ScanOutputReader.read(items);
        } catch (ItemImportException e) {
            return ItemImportOptions.report(e, spec.commandLine().getErr());
        }
        return options.addAndSave(loaded, read, items, spec.commandLine().getOut(), spec.commandLine().getErr());
    }
}
