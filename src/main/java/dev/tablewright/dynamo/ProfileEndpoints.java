package dev.tablewright.dynamo;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;
import software.amazon.awssdk.profiles.Profile;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.profiles.ProfileProperty;

/**
 * What a named profile of ~/.aws/config says about itself: that it exists at all, and the
 * endpoint it sets for DynamoDB, as the AWS CLI and SDKs read it: {@code endpoint_url} in a
 * {@code [services NAME]} section's {@code dynamodb} block first, then the profile's own.
 */
final class ProfileEndpoints {
    private static final String SERVICES = "services";
    private static final String DYNAMODB = "dynamodb";

    private ProfileEndpoints() {
    }

    /** Fails with a plain message when {@code name} is in neither the config nor the credentials file. */
    static Profile require(ProfileFile files, String name) {
        return files.profile(name).orElseThrow(() -> new DynamoException("profile " + name
                + " is not in ~/.aws/config or ~/.aws/credentials (nor the files AWS_CONFIG_FILE and "
                + "AWS_SHARED_CREDENTIALS_FILE name): check its spelling, or create it with "
                + "`aws configure --profile " + name + "`"));
    }

    /** The DynamoDB endpoint {@code profile} sets, if any. */
    static Optional<URI> configured(ProfileFile files, Profile profile) {
        Optional<String> fromServices = profile.property(SERVICES)
                .flatMap(name -> files.getSection(SERVICES, name))
                .flatMap(ProfileEndpoints::dynamoDbEndpoint);
        Optional<String> url = fromServices.isPresent() ? fromServices : profile.property(ProfileProperty.ENDPOINT_URL);
        return url.map(String::trim).filter(u -> !u.isEmpty()).map(u -> toUri(u, profile.name()));
    }

    /** A services section keeps a service's settings as one indented block: {@code dynamodb =\n  endpoint_url = ...}. */
    private static Optional<String> dynamoDbEndpoint(Profile services) {
        Optional<String> dotted = services.property(DYNAMODB + "." + ProfileProperty.ENDPOINT_URL);
        if (dotted.isPresent()) {
            return dotted;
        }
        return services.property(DYNAMODB).flatMap(block -> block.lines()
                .map(String::trim)
                .filter(line -> line.startsWith(ProfileProperty.ENDPOINT_URL))
                .map(line -> line.substring(ProfileProperty.ENDPOINT_URL.length()).trim())
                .filter(rest -> rest.startsWith("="))
                .map(rest -> rest.substring(1).trim())
                .findFirst());
    }

    private static URI toUri(String url, String profileName) {
        try {
            URI uri = new URI(url);
            if (uri.getScheme() != null && uri.getHost() != null) {
                return uri;
            }
        } catch (URISyntaxException e) {
            // said below
        }
        throw new DynamoException("endpoint_url '" + url + "' of profile " + profileName
                + " is not an endpoint URL such as http://localhost:8000");
    }
}
