package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A broken model file gives one message naming the file, line, column, JSON path and cause. */
class BrokenModelFilesTest {
    private static final Path FILE = Path.of("broken.json");

    @TempDir
    Path temp;

    private static String model(String keyAttributes, String tableData) {
        return """
                {
                  "ModelName": "M",
                  "ModelMetadata": {"Version": "3.0"},
                  "DataModel": [
                    {
                      "TableName": "Things",
                      "KeyAttributes": %s,
                      "NonKeyAttributes": [],
                      "TableData": %s
                    }
                  ]
                }
                """.formatted(keyAttributes, tableData);
    }

    private static final String KEYS = """
            {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}}""";

    private static ModelFileException failure(String json) {
        return catchThrowableOfType(ModelFileException.class, () -> ModelFiles.read(json, FILE));
    }

    @Test
    void read_whenKeyTypeUnknown_namesLineColumnPathAndAllowedTypes() {
        ModelFileException e = failure(model("""
                {"PartitionKey": {"AttributeName": "PK", "AttributeType": "X"}}""", "[]"));

        assertThat(e.getMessage()).isEqualTo("broken.json:7:82: DataModel[0].KeyAttributes.PartitionKey"
                + ".AttributeType: 'X' is not one of S, N, B");
        assertThat(e.line()).isEqualTo(7);
        assertThat(e.jsonPath()).isEqualTo("DataModel[0].KeyAttributes.PartitionKey.AttributeType");
    }

    @Test
    void read_whenJsonSyntaxBroken_givesJacksonPositionWithoutJavaNames() {
        ModelFileException e = failure("{\n  \"ModelName\": \"M\",\n  \"DataModel\": [ }\n}");

        assertThat(e.line()).isEqualTo(3);
        assertThat(e.column()).isEqualTo(18);
        assertThat(e.reason()).startsWith("not valid JSON: Unexpected close marker '}'")
                .doesNotContain("Source").doesNotContain("com.fasterxml");
    }

    @Test
    void read_whenFileTruncated_saysWhereItEnds() {
        ModelFileException e = failure("{\n  \"ModelName\": \"M\",\n  \"DataModel\": [");

        assertThat(e.line()).isEqualTo(3);
        assertThat(e.reason()).contains("not valid JSON").contains("end-of-input");
    }

    @Test
    void read_whenEmpty_saysTheFileIsEmpty() {
        assertThat(failure("").reason()).isEqualTo("the file is empty; a model file is a JSON object");
    }

    @Test
    void read_whenTopLevelIsArray_saysAnObjectIsExpected() {
        ModelFileException e = failure("[1, 2]");

        assertThat(e.getMessage()).isEqualTo("broken.json:1:1: a model file must be a JSON object, found array [1,2]");
    }

    @Test
    void read_whenTableNameMissing_pointsAtTheTable() {
        ModelFileException e = failure("""
                {"ModelName": "M", "ModelMetadata": {},
                 "DataModel": [
                   {"KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}}}
                 ]}""");

        assertThat(e.getMessage()).isEqualTo("broken.json:3:4: DataModel[0]: missing \"TableName\"");
    }

    @Test
    void read_whenDataModelIsAnObject_saysAnArrayIsExpected() {
        ModelFileException e = failure("{\"ModelName\": \"M\", \"ModelMetadata\": {}, \"DataModel\": {}}");

        assertThat(e.jsonPath()).isEqualTo("DataModel");
        assertThat(e.reason()).isEqualTo("expected a JSON array, found object {}");
    }

    @Test
    void read_whenItemValueTypeUnknown_pointsIntoTheItem() {
        ModelFileException e = failure(model(KEYS, """
                [
                        {"PK": {"S": "a"}},
                        {"PK": {"S": "b"}, "Price": {"Q": "1"}}
                      ]"""));

        assertThat(e.jsonPath()).isEqualTo("DataModel[0].TableData[1].Price");
        assertThat(e.reason()).isEqualTo("'Q' is not one of S, N, B, BOOL, NULL, L, M, SS, NS, BS");
        assertThat(e.line()).isEqualTo(11);
    }

    @Test
    void read_whenNumberIsNotANumber_namesTheValue() {
        ModelFileException e = failure(model(KEYS, "[{\"PK\": {\"S\": \"a\"}, \"Qty\": {\"N\": \"twelve\"}}]"));

        assertThat(e.jsonPath()).isEqualTo("DataModel[0].TableData[0].Qty.N");
        assertThat(e.reason()).isEqualTo("'twelve' is not a number");
    }

    @Test
    void read_whenBinaryIsNotBase64_saysSo() {
        ModelFileException e = failure(model(KEYS, "[{\"PK\": {\"S\": \"a\"}, \"Blob\": {\"B\": \"%%%\"}}]"));

        assertThat(e.jsonPath()).isEqualTo("DataModel[0].TableData[0].Blob.B");
        assertThat(e.reason()).isEqualTo("'%%%' is not valid base64");
    }

    @Test
    void read_whenProjectionTypeUnknown_listsTheAllowedOnes() {
        ModelFileException e = failure("""
                {"ModelName": "M", "ModelMetadata": {},
                 "DataModel": [{"TableName": "Things",
                   "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
                   "GlobalSecondaryIndexes": [{"IndexName": "GSI1",
                      "KeyAttributes": {"PartitionKey": {"AttributeName": "G", "AttributeType": "S"}},
                      "Projection": {"ProjectionType": "SOME"}}]}]}""");

        assertThat(e.jsonPath()).isEqualTo("DataModel[0].GlobalSecondaryIndexes[0].Projection.ProjectionType");
        assertThat(e.reason()).isEqualTo("'SOME' is not one of ALL, KEYS_ONLY, INCLUDE");
        assertThat(e.line()).isEqualTo(6);
    }

    @Test
    void read_whenPatternOperatorUnknown_pointsIntoTheExtensionBlock() {
        ModelFileException e = failure("""
                {"ModelName": "M", "ModelMetadata": {},
                 "DataModel": [{"TableName": "Things",
                   "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}}}],
                 "Tablewright": {"AccessPatterns": [
                   {"Name": "p", "Table": "Things", "Operation": "Query", "PartitionKey": "x",
                    "SortKey": {"Operator": "~", "Value": "y"}}]}}""");

        assertThat(e.jsonPath()).isEqualTo("Tablewright.AccessPatterns[0].SortKey.Operator");
        assertThat(e.reason()).isEqualTo("'~' is not one of =, <, <=, >, >=, BETWEEN, begins_with");
    }

    @Test
    void read_whenBetweenHasNoUpper_saysItNeedsOne() {
        ModelFileException e = failure("""
                {"ModelName": "M", "ModelMetadata": {},
                 "DataModel": [{"TableName": "Things",
                   "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}}}],
                 "Tablewright": {"AccessPatterns": [
                   {"Name": "p", "Table": "Things", "Operation": "Query", "PartitionKey": "x",
                    "SortKey": {"Operator": "BETWEEN", "Value": "a"}}]}}""");

        assertThat(e.getMessage()).isEqualTo(
                "broken.json:6:16: Tablewright.AccessPatterns[0].SortKey: BETWEEN needs an \"Upper\" value");
    }

    @Test
    void read_whenOperationUnknown_listsTheOperations() {
        ModelFileException e = failure("""
                {"ModelName": "M", "ModelMetadata": {},
                 "DataModel": [{"TableName": "Things",
                   "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}}}],
                 "Tablewright": {"AccessPatterns": [{"Name": "p", "Table": "Things", "Operation": "Select"}]}}""");

        assertThat(e.reason()).isEqualTo("'Select' is not one of GetItem, Query, Scan, PutItem, UpdateItem, DeleteItem,"
                + " TransactWriteItems, TransactGetItems, ConditionCheck");
    }

    @Test
    void read_whenVersionUnknown_namesTheSupportedVersions() {
        ModelFileException e = failure("{\"ModelName\": \"M\", \"ModelMetadata\": {\"Version\": \"9.0\"}, \"DataModel\": []}");

        assertThat(e.reason()).isEqualTo("format version '9.0' is not one of 1.0, 2.0, 3.0");
    }

    @Test
    void read_whenDuplicateKey_rejectsWithPosition() {
        ModelFileException e = failure("{\"ModelName\": \"M\", \"ModelName\": \"N\"}");

        assertThat(e.line()).isEqualTo(1);
        assertThat(e.reason()).contains("Duplicate field 'ModelName'");
    }

    @Test
    void read_whenFileMissing_saysSoWithoutPosition() {
        Path missing = temp.resolve("nope.json");

        ModelFileException e = catchThrowableOfType(ModelFileException.class, () -> ModelFiles.read(missing));

        assertThat(e.getMessage()).isEqualTo(missing + ": no such file");
        assertThat(e.line()).isZero();
    }

    @Test
    void read_whenPathIsAFolder_saysSo() {
        ModelFileException e = catchThrowableOfType(ModelFileException.class, () -> ModelFiles.read(temp));

        assertThat(e.reason()).isEqualTo("is a folder, not a model file");
    }

    @Test
    void read_whenNotUtf8_saysSo() throws Exception {
        Path latin1 = temp.resolve("latin1.json");
        Files.write(latin1, new byte[] {'{', '"', (byte) 0xE9, '"', ':', '1', '}'});

        ModelFileException e = catchThrowableOfType(ModelFileException.class, () -> ModelFiles.read(latin1));

        assertThat(e.getMessage()).isEqualTo(latin1
                + ":1:3: is not UTF-8 text: byte 0xE9 here is not valid UTF-8 (save the file as UTF-8)");
    }

    @Test
    void read_whenInvalidUtf8OnALaterLine_countsCharactersNotBytes() throws Exception {
        Path file = temp.resolve("later.json");
        byte[] start = "{\n  \"\u00e9\u4e2d\": \"".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] bytes = java.util.Arrays.copyOf(start, start.length + 3);
        bytes[start.length] = (byte) 0xC0;
        bytes[start.length + 1] = (byte) 0xAF;
        bytes[start.length + 2] = '"';
        Files.write(file, bytes);

        ModelFileException e = catchThrowableOfType(ModelFileException.class, () -> ModelFiles.read(file));

        assertThat(e.line()).isEqualTo(2);
        assertThat(e.column()).isEqualTo(10);
        assertThat(e.reason()).contains("byte 0xC0");
    }

    @Test
    void read_whenNestedHundredThousandDeep_refusesWithPositionInPlainWords() {
        String deep = "[".repeat(100_000) + "]".repeat(100_000);

        ModelFileException e = failure("{\n  \"ModelName\": " + deep + "}");

        assertThat(e.line()).isEqualTo(2);
        assertThat(e.column()).isPositive();
        assertThat(e.reason()).isEqualTo("arrays and objects nested more than 200 levels deep; "
                + "a model file is never that deep");
    }

    @Test
    void read_whenNumberHasAMillionDigits_refusesQuicklyWithPosition() {
        long start = System.nanoTime();
        ModelFileException e = failure("{\"ModelName\": " + "9".repeat(1_000_000) + "}");

        assertThat(e.line()).isEqualTo(1);
        assertThat(e.reason()).isEqualTo("a number longer than 1,000 digits").doesNotContain("StreamReadConstraints");
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(2);
    }

    @Test
    void read_whenNumberTextHasAMillionDigits_refusesQuicklyNamingTheAttribute() {
        long start = System.nanoTime();
        ModelFileException e = failure(model(KEYS, "[{\"PK\": {\"S\": \"a\"}, \"Qty\": {\"N\": \""
                + "9".repeat(1_000_000) + "\"}}]"));

        assertThat(e.jsonPath()).isEqualTo("DataModel[0].TableData[0].Qty.N");
        assertThat(e.reason()).isEqualTo("a number of 1,000,000 characters is too long (DynamoDB numbers have at "
                + "most 38 digits)");
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(2);
    }

    @Test
    void read_whenNumberExponentIsHuge_refusesInsteadOfExpandingIt() {
        ModelFileException e = failure(model(KEYS, "[{\"PK\": {\"S\": \"a\"}, \"Qty\": {\"N\": \"1e999999999\"}}]"));

        assertThat(e.jsonPath()).isEqualTo("DataModel[0].TableData[0].Qty.N");
        assertThat(e.reason()).isEqualTo("'1e999999999' is far outside the numbers DynamoDB stores (1E-130 to 9.9E+125)");
    }

    @Test
    void read_whenPlainNumberInsideAMapIsHuge_pointsIntoTheMap() {
        ModelFileException e = failure(model(KEYS, "[{\"PK\": {\"S\": \"a\"}, \"Doc\": {\"M\": {\"n\": 1e999999}}}]"));

        assertThat(e.jsonPath()).isEqualTo("DataModel[0].TableData[0].Doc.M.n");
        assertThat(e.line()).isEqualTo(9);
    }

    @Test
    void read_whenAHugeValueHasTheWrongType_quotesOnlyItsStart() {
        ModelFileException e = failure("{\"ModelName\": \"M\", \"ModelMetadata\": {}, \"DataModel\": \""
                + "x".repeat(5_000_000) + "\"}");

        assertThat(e.reason()).isEqualTo("expected a JSON array, found string \"" + "x".repeat(36) + "...");
    }

    @Test
    void read_whenAnInvalidValueIsHuge_keepsTheMessageShortWithBothEnds() {
        ModelFileException e = failure("{\"ModelName\": \"M\", \"ModelMetadata\": {\"Version\": \""
                + "x".repeat(1_000_000) + "\"}, \"DataModel\": []}");

        assertThat(e.getMessage()).hasSizeLessThan(500)
                .startsWith("broken.json:1:49: ModelMetadata.Version: format version 'xxx")
                .contains(" ... ").endsWith("xxx' is not one of 1.0, 2.0, 3.0");
    }
}
