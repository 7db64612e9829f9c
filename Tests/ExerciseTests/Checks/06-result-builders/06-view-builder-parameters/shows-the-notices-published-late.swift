// check: runs
// The board keeps its notices as the closure its caller wrote and calls it when its body runs, so the notices are
// made from the data as it is when the board is shown: a notice published after the board was made, before the
// screen shows it, is on the board.
import MiniUI

@testable import Exercise06_6

/// The notices the network has published so far; another may come at any time.
final class NoticeFeed {
    var notices: [ServiceNotice] = []
}

let feed = NoticeFeed()
feed.notices.append(ServiceNotice(id: 1, line: "2", message: "Diverted via Market Square"))

let board = NoticeBoard(title: "Service notices") {
    ForEach(feed.notices) { notice in
        LineNotice(notice: notice)
    }
}
feed.notices.append(ServiceNotice(id: 2, line: "5", message: "Stop closed at the stadium", until: "Monday"))

let host = ViewHost(board)
print(host.screen)

/* expected output:
VStack
  Text("Service notices").font(.title)
  ForEach
    row id: 1
      VStack
        Text("Line 2").bold()
        Text("Diverted via Market Square")
        HStack
    row id: 2
      VStack
        Text("Line 5").bold()
        Text("Stop closed at the stadium")
        Text("Until Monday")
        HStack
*/
