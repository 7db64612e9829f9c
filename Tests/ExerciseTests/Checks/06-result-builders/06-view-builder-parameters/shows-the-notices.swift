// check: runs, preview
// A board of line notices: the title, then each notice's card, whose stack holds the headline, the message and, when
// the end is known, "Until …", each directly (no stack inside the card's), and a "Show diversion" button only for a
// notice with a diversion map. A card made without actions, at the end of the board, shows nothing in its row of
// actions.
// varies: the notices: how many, their lines, messages, ends and diversion maps; the card without actions
import MiniUI

@testable import Exercise06_6

let notices = Vary.value(
    "notices",
    [
        ServiceNotice(id: 1, line: "2", message: "Diverted via Market Square", until: "Sunday", hasDiversionMap: true),
        ServiceNotice(id: 2, line: "7", message: "Shorter trams in the evening"),
    ],
    describe: { notices in
        notices.map { "line \($0.line): \($0.message), until \($0.until ?? "unknown"), map \($0.hasDiversionMap)" }
            .joined(separator: "; ")
    },
    varied: { random in
        (1...random.int(in: 1...3)).map { id in
            ServiceNotice(
                id: id, line: String(random.int(in: 1...12)),
                message: random.element(of: ["Track renewal", "Stop closed", "Event traffic", "Lift repairs"]),
                until: random.bool() ? random.element(of: ["Monday", "5 May", "the end of works"]) : nil,
                hasDiversionMap: random.bool())
        }
    }
)

let stopNotice = Vary.value(
    "card without actions",
    ["Lift out of order at Harbour", "Use the ramp on the north side"],
    describe: { $0.joined(separator: ": ") },
    varied: { random in
        [
            random.element(of: [
                "Ticket machine broken at Old Mill", "Shelter closed at Riverside", "Display off at Stadium",
            ]),
            random.element(of: ["Buy on board", "Use the stop across the road", "Ask the driver"]),
        ]
    }
)

let host = ViewHost(
    NoticeBoard(title: "Service notices") {
        ForEach(notices) { notice in
            LineNotice(notice: notice)
        }
        NoticeCard(stopNotice[0]) {
            Text(stopNotice[1])
        }
    })
print(host.screen)

/* expected output:
VStack
  Text("Service notices").font(.title)
  ForEach
    row id: 1
      VStack
        Text("Line 2").bold()
        Text("Diverted via Market Square")
        Text("Until Sunday")
        HStack
          Button("Show diversion")
    row id: 2
      VStack
        Text("Line 7").bold()
        Text("Shorter trams in the evening")
        HStack
  VStack
    Text("Lift out of order at Harbour").bold()
    Text("Use the ramp on the north side")
    HStack
*/
