package dev.tablewright;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Keeps the layers apart: a pure model, the SDK only in dynamo, views apart from view-models. */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.tablewright");
    }

    @Test
    void model_whenChecked_usesNeitherJavaFxNorTheAwsSdk() {
        noClasses().that().resideInAPackage("dev.tablewright.model..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "software.amazon..", "com.amazonaws..")
                .because("the model is pure Java, shared by the engine, the UI and the command line")
                .check(classes);
    }

    @Test
    void model_whenChecked_doesNotReachUpIntoOtherLayers() {
        noClasses().that().resideInAPackage("dev.tablewright.model..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "dev.tablewright.dynamo..", "dev.tablewright.ui..", "dev.tablewright.cli..",
                        "dev.tablewright.app..")
                .check(classes);
    }

    @Test
    void awsSdk_whenChecked_isUsedOnlyInDynamo() {
        noClasses().that().resideOutsideOfPackage("dev.tablewright.dynamo..")
                .should().dependOnClassesThat().resideInAnyPackage("software.amazon..", "com.amazonaws..")
                .because("only package dynamo talks to DynamoDB")
                .check(classes);
    }

    @Test
    void viewModels_whenChecked_useOnlyJavaFxBeansAndCollections() {
        noClasses().that().haveSimpleNameEndingWith("ViewModel")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javafx.scene..", "javafx.stage..", "javafx.application..", "javafx.fxml..")
                .because("view-models hold state as properties and are tested without a Stage")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void cliAndDynamo_whenChecked_doNotUseJavaFx() {
        noClasses().that().resideInAnyPackage("dev.tablewright.cli..", "dev.tablewright.dynamo..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..")
                .allowEmptyShould(true)
                .check(classes);
    }
}
