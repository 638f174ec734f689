package dev.clauselens.cli;

import dev.clauselens.core.error.InvalidInputException;
import dev.clauselens.core.taxonomy.Perspective;
import picocli.CommandLine.ITypeConverter;

/** {@code --perspective discloser|recipient|mutual}, with the choices in the error. */
final class PerspectiveConverter implements ITypeConverter<Perspective> {
    @Override
    public Perspective convert(String value) {
        return Perspective.fromId(value).orElseThrow(() -> new InvalidInputException(
            "--perspective is discloser, recipient or mutual, not '" + value + "'."));
    }
}
