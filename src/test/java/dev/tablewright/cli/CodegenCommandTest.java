package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CodegenCommandTest {
    @TempDir
    Path dir;

    @Test
    void codegen_whenPatternIsANumber_printsThatPatternsCode() {
        CliRun run = CliRun.of("codegen", "models/hr-oe.json", "5", "--lang", "python");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("#!/usr/bin/env python3")
                .contains("def show_all_orders_in_open_status(client, from_=\"2024-05-01\"", "ThreadPoolExecutor");
    }

    @Test
    void codegen_whenPatternIsANameAndParamsAreGiven_usesThemAsDefaults() {
        CliRun run = CliRun.of("codegen", "models/hr-oe.json", "1. Look up employee details by employee ID",
                "--lang", "js", "--param", "employeeId=E07");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("{ employeeId = \"E07\", pageSize } = {}", "QueryCommand");
    }

    @Test
    void codegen_whenOutIsGiven_writesTheFileAndSaysSo() throws Exception {
        Path out = dir.resolve("p5.sh");
        CliRun run = CliRun.of("codegen", "models/hr-oe.json", "5", "--lang", "cli", "--out", out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(Files.readString(out)).startsWith("#!/usr/bin/env bash").contains("for bucket in $(seq 0 14)");
        assertThat(run.out()).contains("wrote " + out, "show-all-orders-in-open-status.sh");
        assertThat(Files.isExecutable(out)).isTrue();
    }

    @Test
    void codegen_whenLanguageIsUnknown_failsWithUsage() {
        CliRun run = CliRun.of("codegen", "models/hr-oe.json", "5", "--lang", "cobol");
        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.USAGE);
        assertThat(run.err()).contains("--lang 'cobol' is not one of java, python, javascript, cli");
    }

    @Test
    void codegen_whenPatternOrParameterIsUnknown_failsWithBadInput() {
        CliRun noPattern = CliRun.of("codegen", "models/hr-oe.json", "99", "--lang", "java");
        assertThat(noPattern.exitCode()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(noPattern.err()).contains("no access pattern '99'");
        CliRun noParam = CliRun.of("codegen", "models/hr-oe.json", "1", "--lang", "java", "--param", "x=1");
        assertThat(noParam.exitCode()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(noParam.err()).contains("has no parameter 'x'").doesNotContain("Exception");
    }

    /** A transaction pattern (it failed on the binder's empty requests()): each language sends one transaction. */
    @Test
    void codegen_whenPatternIsATransaction_sendsOneTransactionWithEveryAction() {
        Path model = dir.resolve("tickets.json");
        CliRun imported = CliRun.of("import", "src/test/resources/imports/mcp-schema/tickets/schema.json", "--out",
                model.toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();

        CliRun python = CliRun.of("codegen", model.toString(), "register_user", "--lang", "python", "--param",
                "user_id=u7");
        CliRun cli = CliRun.of("codegen", model.toString(), "get_user_and_email", "--lang", "cli");
        CliRun noParam = CliRun.of("codegen", model.toString(), "close_account", "--lang", "java", "--param", "pk=1");

        assertThat(python.exitCode()).as(python.err()).isZero();
        assertThat(python.out()).contains("client.transact_write_items(**request)", "{\"Put\": {",
                "\"TableName\": \"EmailLookup\"", "user_id=\"u7\"");
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        assertThat(cli.out()).contains("aws dynamodb transact-get-items --cli-input-json", "{Get: {");
        assertThat(noParam.exitCode()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(noParam.err()).contains("pattern 'close_account' has no parameter 'pk'").doesNotContain("Exception");
    }
}
