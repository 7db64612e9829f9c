// 06.3's lesson: a `for` loop in a builder of one's own that declares no `buildArray`.
// expected-note@+3 {{enum 'TicketLabelBuilder' declared here}}
// expected-note@+2 {{add 'buildArray(_:)' to the result builder 'TicketLabelBuilder' to add support for 'for'..'in' loops}}
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

func label(zones: [String]) -> TicketLabel {
    TicketLabel {
        "Zones"
        // expected-error@+1 {{closure containing control flow statement cannot be used with result builder 'TicketLabelBuilder'}}
        for zone in zones {
            zone
        }
    }
}
