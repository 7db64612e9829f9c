// 06.1's lesson: a statement of a type that no `buildExpression` takes.
struct Zones {
    var count: Int
}

@resultBuilder
enum TicketLabelBuilder {
    // expected-note@+1 {{candidate expects value of type 'String' for parameter #1 (got 'Int')}}
    static func buildExpression(_ text: String) -> String {
        text
    }

    // expected-note@+1 {{candidate expects value of type 'Zones' for parameter #1 (got 'Int')}}
    static func buildExpression(_ zones: Zones) -> String {
        "\(zones.count) zones"
    }

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

func label(price: Int) -> TicketLabel {
    TicketLabel {
        "Day pass"
        // expected-error@+1 {{no exact matches in call to static method 'buildExpression'}}
        price
    }
}
