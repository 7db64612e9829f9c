// 06.2's lesson: `if` and `if`/`else` in a builder that declares neither `buildOptional` nor `buildEither`.
// The notes the two `if`s add point at the builder's declaration:
// expected-note@+4 2 {{enum 'TicketLabelBuilder' declared here}}
// expected-note@+3 {{add 'buildOptional(_:)' to the result builder 'TicketLabelBuilder' to add support for 'if' statements without an 'else'}}
// expected-note@+2 {{add 'buildEither(first:)' and 'buildEither(second:)' to the result builder 'TicketLabelBuilder' to add support for 'if'-'else' and 'switch'}}
@resultBuilder
enum TicketLabelBuilder {
    static func buildBlock(_ parts: String...) -> String {
        parts.joined(separator: " · ")
    }
}

struct TicketLabel {
    var text: String

    init(@TicketLabelBuilder _ content: () -> String) {
        text = content()
    }
}

func labels(isReturn: Bool, isChild: Bool) -> [TicketLabel] {
    [
        TicketLabel {
            "Single"
            // expected-error@+1 {{closure containing control flow statement cannot be used with result builder 'TicketLabelBuilder'}}
            if isReturn {
                "Return"
            }
        },
        TicketLabel {
            // expected-error@+1 {{closure containing control flow statement cannot be used with result builder 'TicketLabelBuilder'}}
            if isChild {
                "Child"
            } else {
                "Adult"
            }
        },
    ]
}
