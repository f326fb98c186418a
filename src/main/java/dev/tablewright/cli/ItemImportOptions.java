package dev.tablewright.cli;

import dev.tablewright.formats.imports.ItemImportException;
import dev.tablewright.formats.imports.ItemImports;
import dev.tablewright.formats.imports.SourcedItem;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** What import-csv and import-items share: the model, the table or facet, where to save, and how to report. */
final class ItemImportOptions {
    @Mixin
    ModelFile model;

    @Option(names = "--table", required = true, paramLabel = "T", description = "the table to add the items to")
    String table;

    @Option(names = "--facet", paramLabel = "F", description = "the facet (entity type) to add them to; "
            + "else the table's own items")
    String facet;

    @Option(names = "--out", paramLabel = "MODEL2", description = "where to save the model (default: MODEL itself, "
            + "atomically, keeping MODEL.bak)")
    Path out;

    @Mixin
    OutputFileOption output;

    /** A separate --out file that exists is not replaced without --force; MODEL itself is updated in place. */
    void refuseOverwrite(CommandSpec spec) {
        output.refuseOverwrite(spec, out);
    }

    /** Adds the items and saves; every problem is printed as FILE:LINE: cause, and then nothing is saved. */
    int addAndSave(Model loaded, List<SourcedItem> items, Path source, PrintWriter out, PrintWriter err)
            throws Exception {
        Model updated;
        try {
            updated = ItemImports.add(loaded, table, facet, items, source, model.path());
        } catch (ItemImportException e) {
            return report(e, err);
        }
        Path target = this.out == null ? model.path() : this.out;
        if (this.out == null) {
            ModelFiles.write(updated, target);
        } else {
            OutputFileOption.write(target, ModelFiles.toJson(updated));
        }
        out.printf("imported %d items into %s%s of %s%n", items.size(), table,
                facet == null ? "" : " (facet " + facet + ")", target);
        out.flush();
        return TablewrightCommand.OK;
    }

    static int report(ItemImportException e, PrintWriter err) {
        e.lines().forEach(line -> err.println("error: " + line));
        err.flush();
        return TablewrightCommand.BAD_INPUT;
    }
}
