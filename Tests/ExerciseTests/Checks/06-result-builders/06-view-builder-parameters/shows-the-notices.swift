// check: runs, preview
// A board of line notices: the title, then each notice's card, whose stack holds the headline, the message and, when
// the end is known, "Until …", each directly (no stack inside the card's), and a "Show diversion" button only for a
// notice with a diversion map.
// varies: the notices: how many, their lines, messages, ends and diversion maps
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

let host = ViewHost(
    NoticeBoard(title: "Service notices") {
        ForEach(notices) { notice in
            LineNotice(notice: notice)
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
*/
