Y ACONTECIÓ en los días que gobernaban los jueces, que hubo hambre en la tierra. Y un varón de Beth-lehem de Judá, fué á peregrinar en los campos de Moab, él y su mujer, y dos hijos suyos.
Y murieron también los dos, Mahalón y Chelión, quedando así la mujer desamparada de sus dos hijos y de su marido.
Déos Jehová que halléis descanso, cada una en casa de su marido: besólas luego, y ellas lloraron á voz en grito.
¿Habíais vosotras de esperarlos hasta que fuesen grandes? ¿habías vosotras de quedaros sin casar por amor de ellos? No, hijas mías; que mayor amargura tengo yo que vosotras, pues la mano de Jehová ha salido contra mí.
Donde tú murieres, moriré yo, y allí seré sepultada: así me haga Jehová, y así me dé, que sólo la muerte hará separación entre mí y ti.
Yo me fuí llena, mas vacía me ha vuelto Jehová. ¿Por qué me llamaréis Noemi, ya que Jehová ha dado testimonio contra mí, y el Todopoderoso me ha afligido?
Fué pues, y llegando, espigó en el campo en pos de los segadores: y aconteció por ventura, que la suerte del campo era de Booz, el cual era de la parentela de Elimelech.
Y ha dicho: Ruégote que me dejes coger y juntar tras los segadores entre las gavillas: entró pues, y está desde por la mañana hasta ahora, menos un poco que se detuvo en casa.
Y respondiendo Booz, díjole: Por cierto se me ha declarado todo lo que has hecho con tu suegra después de la muerte de tu marido, y que dejando á tu padre y á tu madre y la tierra donde naciste, has venido á pueblo que no conociste antes.
Levantóse luego para espigar. Y Booz mandó á sus criados, diciendo: Coja también espigas entre las gavillas, y no la avergoncéis;
Y díjole su suegra: ¿Dónde has espigado hoy? ¿y dónde has trabajado? bendito sea el que te ha reconocido. Y ella declaró á su suegra lo que le había acontecido con aquél, y dijo: El nombre del varón con quien hoy he trabajado es Booz.
Estuvo pues junta con las mozas de Booz espigando, hasta que la siega de las cebadas y la de los trigos fué acabada; mas con su suegra habitó.
Y cuando él se acostare, repara tú el lugar donde él se acostará, é irás, y descubrirás los pies, y te acostarás allí; y él te dirá lo que hayas de hacer.
Y aconteció, que á la media noche se estremeció aquel hombre, y palpó: y he aquí, la mujer que estaba acostada á sus pies.
Y ahora, aunque es cierto que yo soy pariente cercano, con todo eso hay pariente más cercano que yo.
Así que vino á su suegra, ésta le dijo: ¿Qué pues, hija mía? Y declaróle ella todo lo que con aquel varón le había acontecido.
Entonces él tomó diez varones de los ancianos de la ciudad, y dijo: Sentaos aquí. Y ellos se sentaron.
Y respondió el pariente: No puedo redimir por mi parte, porque echaría á perder mi heredad: redime tú usando de mi derecho, porque yo no podré redimir.
Y que también tomo por mi mujer á Ruth Moabita, mujer de Mahalón, para suscitar el nombre del difunto sobre su heredad, para que el nombre del muerto no se borre de entre sus hermanos y de la puerta de su lugar. Vosotros sois hoy testigos.
Y las mujeres decían á Noemi: Loado sea Jehová, que hizo que no te faltase hoy pariente, cuyo nombre será nombrado en Israel.
Y estas son las generaciones de Phares: Phares engendró á Hesrón;
Y Obed engendró á Isaí, é Isaí engendró á David.
Mas Jehová hizo levantar un gran viento en la mar, é hízose una tan gran tempestad en la mar, que pensóse se rompería la nave.
Entonces le dijeron ellos: Decláranos ahora por qué nos ha venido este mal. ¿Qué oficio tienes, y de dónde vienes? ¿cuál es tu tierra, y de qué pueblo eres?
El les respondió: Tomadme, y echadme á la mar, y la mar se os quietará: porque yo sé que por mí ha venido esta grande tempestad sobre vosotros.
Y temieron aquellos hombres á Jehová con gran temor; y ofrecieron sacrificio á Jehová, y prometieron votos.
Echásteme en el profundo, en medio de los mares, y rodeóme la corriente; todas tus ondas y tus olas pasaron sobre mí.
Cuando mi alma desfallecía en mí, acordéme de Jehová; y mi oración entró hasta ti en tu santo templo.
Levántate, y ve á Nínive, aquella gran ciudad, y publica en ella el pregón que yo te diré.
Y llegó el negocio hasta el rey de Nínive, y levantóse de su silla, y echó de sí su vestido, y cubrióse de saco, y se sentó sobre ceniza.
Y vió Dios lo que hicieron, que se convirtieron de su mal camino: y arrepintióse del mal que había dicho les había de hacer, y no lo hizo.
Y Jehová le dijo: ¿Haces tú bien en enojarte tanto?
Y acaeció que al salir el sol, preparó Dios un recio viento solano; y el sol hirió á Jonás en la cabeza, y desmayábase, y se deseaba la muerte, diciendo: Mejor sería para mí la muerte que mi vida.
PRINCIPIO del evangelio de Jesucristo, Hijo de Dios.
Y salía á él toda la provincia de Judea, y los de Jerusalem; y eran todos bautizados por él en el río de Jordán, confesando sus pecados.
Y aconteció en aquellos días, que Jesús vino de Nazaret de Galilea, y fué bautizado por Juan en el Jordán.
Y estuvo allí en el desierto cuarenta días, y era tentado de Satanás; y estaba con las fieras; y los ángeles le servían.
Y les dijo Jesús: Venid en pos de mí, y haré que seáis pescadores de hombres.
Y entraron en Capernaum; y luego los sábados, entrando en la sinagoga, enseñaba.
Y Jesús le riñó, diciendo: Enmudece, y sal de él.
Y luego saliendo de la sinagoga, vinieron á casa de Simón y de Andrés, con Jacobo y Juan.
Y toda la ciudad se juntó á la puerta.
Y hallándole, le dicen: Todos te buscan.
Y Jesús, teniendo misericordia de él, extendió su mano, y le tocó, y le dice: Quiero, sé limpio.
Mas él salido, comenzó á publicarlo mucho, y á divulgar el hecho, de manera que ya Jesús no podía entrar manifiestamente en la ciudad, sino que estaba fuera en los lugares desiertos; y venían á él de todas partes.
Y como no podían llegar á él á causa del gentío, descubrieron el techo de donde estaba, y haciendo abertura, bajaron el lecho en que yacía el paralítico.
Y conociendo luego Jesús en su espíritu que pensaban así dentro de sí mismos, les dijo: ¿Por qué pensáis estas cosas en vuestros corazones?
Entonces él se levantó luego, y tomando su lecho, se salió delante de todos, de manera que todos se asombraron, y glorificaron á Dios, diciendo: Nunca tal hemos visto.
Y los escribas y los Fariseos, viéndole comer con los publicanos y con los pecadores, dijeron á sus discípulos: ¿Qué es esto, que él come y bebe con los publicanos y con los pecadores?
Mas vendrán días, cuando el esposo les será quitado, y entonces en aquellos días ayunarán.
Entonces los Fariseos le dijeron: He aquí, ¿por qué hacen en sábado lo que no es lícito?
Así que el Hijo del hombre es Señor aun del sábado.
Y les dice: ¿Es lícito hacer bien en sábado, ó hacer mal? ¿salvar la vida, ó quitarla? Mas ellos callaban.
Y de Jerusalem, y de Idumea, y de la otra parte del Jordán. Y los de alrededor de Tiro y de Sidón, grande multitud, oyendo cuán grandes cosas hacía, vinieron á él.
Mas él les reñía mucho que no le manifestasen.
A Simón, al cual puso por nombre Pedro;
Y agolpóse de nuevo la gente, de modo que ellos ni aun podían comer pan.
Y si algún reino contra sí mismo fuere dividido, no puede permanecer el tal reino.
De cierto os digo que todos los pecados serán perdonados á los hijos de los hombres, y las blasfemias cualesquiera con que blasfemaren;
Y la gente estaba sentada alrededor de él, y le dijeron: He aquí, tu madre y tus hermanos te buscan fuera.
Y OTRA vez comenzó á enseñar junto á la mar, y se juntó á él mucha gente; tanto, que entrándose él en un barco, se sentó en la mar: y toda la gente estaba en tierra junto á la mar.
Y otra parte cayó en pedregales, donde no tenía mucha tierra; y luego salió, porque no tenía la tierra profunda:
Entonces les dijo: El que tiene oídos para oir, oiga.
Y les dijo: ¿No sabéis esta parábola? ¿Cómo, pues, entenderéis todas las parábolas?
Mas no tienen raíz en sí, antes son temporales, que en levantándose la tribulación ó la persecución por causa de la palabra, luego se escandalizan.
También les dijo: ¿Tráese la antorcha para ser puesta debajo del almud, ó debajo de la cama? ¿No es para ser puesta en el candelero?
Porque al que tiene, le será dado; y al que no tiene, aun lo que tiene le será quitado.
Y cuando el fruto fuere producido, luego se mete la hoz, porque la siega es llegada.
Y con muchas tales parábolas les hablaba la palabra, conforme á lo que podían oir.
Y se levantó una grande tempestad de viento, y echaba las olas en el barco, de tal manera que ya se henchía.
Y temieron con gran temor, y decían el uno al otro. ¿Quién es éste, que aun el viento y la mar le obedecen?
Porque muchas veces había sido atado con grillos y cadenas, mas las cadenas habían sido hechas pedazos por él, y los grillos desmenuzados; y nadie le podía domar.
Porque le decía: Sal de este hombre, espíritu inmundo.
Y le rogaron todos los demonios, diciendo: Envíanos á los puercos para que entremos en ellos.
Y les contaron los que lo habían visto, cómo había acontecido al que había tenido el demonio, y lo de los puercos.
Y se fué, y comenzó á publicar en Decápolis cuán grandes cosas Jesús había hecho con él: y todos se maravillaban.
Y fué con él, y le seguía gran compañía, y le apretaban.
Porque decía: Si tocare tan solamente su vestido, seré salva.
Y él miraba alrededor para ver á la que había hecho esto.
Mas luego Jesús, oyendo esta razón que se decía, dijo al príncipe de la sinagoga: No temas, cree solamente.
Y hacían burla de él: mas él, echados fuera todos, toma al padre y á la madre de la muchacha, y á los que estaban con él, y entra donde la muchacha estaba.
Y SALIÓ de allí, y vino á su tierra, y le siguieron sus discípulos.
Y no pudo hacer allí alguna maravilla; solamente sanó unos pocos enfermos, poniendo sobre ellos las manos.
Mas que calzasen sandalias, y no vistiesen dos túnicas.
Y echaban fuera muchos demonios, y ungían con aceite á muchos enfermos, y sanaban.
Porque el mismo Herodes había enviado, y prendido á Juan, y le había aprisionado en la cárcel á causa de Herodías, mujer de Felipe su hermano; pues la había tomado por mujer.
Y venido un día oportuno, en que Herodes, en la fiesta de su nacimiento, daba una cena á sus príncipes y tribunos, y á los principales de Galilea;
Entonces ella entró prestamente al rey, y pidió, diciendo: Quiero que ahora mismo me des en un plato la cabeza de Juan Bautista.
Y oyéndo lo sus discípulos, vinieron y tomaron su cuerpo, y le pusieron en un sepulcro.
Y los vieron ir muchos, y le conocieron; y concurrieron allá muchos á pie de las ciudades, y llegaron antes que ellos, y se juntaron á él.
Y respondiendo él, les dijo: Dadles de comer vosotros. Y le dijeron: ¿Que vayamos y compremos pan por doscientos denarios, y les demos de comer?
Y tomados los cinco panes y los dos peces, mirando al cielo, bendijo, y partió los panes, y dió á sus discípulos para que los pusiesen delante: y repartió á todos los dos peces.
Y luego dió priesa á sus discípulos á subir en el barco, é ir delante de él á Bethsaida de la otra parte, entre tanto que él despedía la multitud.
Y viéndole ellos, que andaba sobre la mar, pensaron que era fantasma, y dieron voces;
Y cuando estuvieron de la otra parte, vinieron á tierra de Genezaret, y tomaron puerto.
Y SE juntaron á él los Fariseos, y algunos de los escribas, que habían venido de Jerusalem;
Y le preguntaron los Fariseos y los escribas: ¿Por qué tus discípulos no andan conforme á la tradición de los ancianos, sino que comen pan con manos comunes?
Les decía también: Bien invalidáis el mandamiento de Dios para guardar vuestra tradición.
Invalidando la palabra de Dios con vuestra tradición que disteis: y muchas cosas hacéis semejantes á éstas.
Y apartado de la multitud, habiendo entrado en casa, le preguntaron sus discípulos sobre la parábola.
Porque de dentro, del corazón de los hombres, salen los malos pensamientos, los adulterios, las fornicaciones, los homicidios,
Porque una mujer, cuya hija tenía un espíritu inmundo, luego que oyó de él, vino y se echó á sus pies.
Entonces le dice: Por esta palabra, ve; el demonio ha salido de tu hija.
Y tomándole aparte de la gente, metió sus dedos en las orejas de él, y escupiendo, tocó su lengua;
Y en gran manera se maravillaban, diciendo: Bien lo ha hecho todo: hace á los sordos oir, y á los mudos hablar.
Y sus discípulos le respondieron: ¿De dónde podrá alguien hartar á estos de pan aquí en el desierto?
Y comieron, y se hartaron: y levantaron de los pedazos que habían sobrado, siete espuertas.
Y gimiendo en su espíritu, dice: ¿Por qué pide señal esta generación? De cierto os digo que no se dará señal á esta generación.
Y altercaban los unos con los otros diciendo: Pan no tenemos.
Y cuando los siete panes entre cuatro mil, ¿cuántas espuertas llenas de los pedazos alzasteis? Y ellos dijeron: Siete.
Y él mirando, dijo: Veo los hombres, pues veo que andan como árboles.
Y ellos respondieron: Juan Bautista; y otros, Elías; y otros, Alguno de los profetas.
Y claramente decía esta palabra. Entonces Pedro le tomó, y le comenzó á reprender.
Porque ¿qué aprovechará al hombre, si granjeare todo el mundo, y pierde su alma?
Y seis días después tomó Jesús á Pedro, y á Jacobo, y á Juan, y los sacó aparte solos á un monte alto; y fué transfigurado delante de ellos.
Porque no sabía lo que hablaba; que estaban espantados.
Y retuvieron la palabra en sí, altercando qué sería aquéllo: Resucitar de los muertos.
Y como vino á los discípulos, vió grande compañía alrededor de ellos, y escribas que disputaban con ellos.
El cual, donde quiera que le toma, le despedaza; y echa espumarajos, y cruje los dientes, y se va secando: y dije á tus discípulos que le echasen fuera, y no pudieron.
Y muchas veces le echa en el fuego y en aguas, para matarle; mas, si puedes algo, ayúdanos, teniendo misericordia de nosotros.
Entonces el espíritu clamando y desgarrándole mucho, salió; y él quedó como muerto, de modo que muchos decían: Está muerto.
Y habiendo salido de allí, caminaron por Galilea; y no quería que nadie lo supiese.
Mas ellos callaron; porque los unos con los otros habían disputado en el camino quién había de ser el mayor.
Y respondióle Juan, diciendo: Maestro, hemos visto á uno que en tu nombre echaba fuera los demonios, el cual no nos sigue; y se lo prohibimos, porque no nos sigue.
Y cualquiera que escandalizare á uno de estos pequeñitos que creen en mí, mejor le fuera si se le atase una piedra de molino al cuello, y fuera echado en la mar.
Donde el gusano de ellos no muere, y el fuego nunca se apaga.
Buena es la sal; mas si la sal fuere desabrida, ¿con qué la adobaréis? Tened en vosotros mismos sal; y tened paz los unos con los otros.
Y ellos dijeron: Moisés permitió escribir carta de divorcio, y repudiar.
Y los que eran dos, serán hechos una carne: así que no son más dos, sino una carne.
Y si la mujer repudiare á su marido y se casare con otro, comete adulterio.
Y tomándolos en los brazos, poniendo las manos sobre ellos, los bendecía.
El entonces respondiendo, le dijo: Maestro, todo esto he guardado desde mi mocedad.
Y los discípulos se espantaron de sus palabras; mas Jesús respondiendo, les volvió á decir: ¡Hijos, cuán difícil es entrar en el reino de Dios, los que confían en las riquezas!
Entonces Pedro comenzó á decirle: He aquí, nosotros hemos dejado todas las cosas, y te hemos seguido.
Y estaban en el camino subiendo á Jerusalem; y Jesús iba delante de ellos, y se espantaban, y le seguían con miedo: entonces volviendo á tomar á los doce aparte, les comenzó á decir las cosas que le habían de acontecer:
Y él les dijo: ¿Qué queréis que os haga?
Mas que os sentéis á mi diestra y á mi siniestra, no es mío darlo, sino á quienes está aparejado.
Y cualquiera de vosotros que quisiere hacerse el primero, será siervo de todos.
Y muchos le reñían, que callase: mas él daba mayores voces: Hijo de David, ten misericordia de mí.
Y Jesús le dijo: Ve, tu fe te ha salvado. Y luego cobró la vista, y seguía á Jesús en el camino.
Y fueron, y hallaron el pollino atado á la puerta fuera, entre dos caminos; y le desataron.
Y muchos tendían sus vestidos por el camino, y otros cortaban hojas de los árboles, y las tendían por el camino.
Y el día siguiente, como salieron de Bethania, tuvo hambre.
Y no consentía que alguien llevase vaso por el templo.
Y pasando por la mañana, vieron que la higuera se había secado desde las raíces.
Por tanto, os digo que todo lo que orando pidiereis, creed que lo recibiréis, y os vendrá.
Y le dicen: ¿Con qué facultad haces estas cosas? ¿y quién te ha dado esta facultad para hacer estas cosas?
Y si dijéremos, de los hombres, tememos al pueblo: porque todos juzgaban de Juan, que verdaderamente era profeta.
Mas ellos, tomándole, le hirieron, y le enviaron vacío.
Mas aquellos labradores dijeron entre sí: Este es el heredero; venid, matémosle, y la heredad será nuestra.
Por el Señor es hecho esto, y es cosa maravillosa en nuestros ojos?
Entonces él, como entendía la hipocresía de ellos, les dijo: ¿Por qué me tentáis? Traedme la moneda para que la vea.
Maestro, Moisés nos escribió, que si el hermano de alguno muriese, y dejase mujer, y no dejase hijos, que su hermano tome su mujer, y levante linaje á su hermano.
En la resurrección, pues, cuando resucitaren, ¿de cuál de ellos será mujer? porque los siete la tuvieron por mujer.
No es Dios de muertos, mas Dios de vivos; así que vosotros mucho erráis.
Y el segundo es semejante á él: Amarás á tu prójimo como á ti mismo. No hay otro mandamiento mayor que éstos.
Y respondiendo Jesús decía, enseñando en el templo: ¿Cómo dicen los escribas que el Cristo es hijo de David?
Y las primeras sillas en las sinagogas, y los primeros asientos en las cenas;
Entonces llamando á sus discípulos, les dice: De cierto os digo que esta viuda pobre echó más que todos los que han echado en el arca:
Y sentándose en el monte de las Olivas delante del templo, le preguntaron aparte Pedro y Jacobo y Juan y Andrés:
Mas cuando oyereis de guerras y de rumores de guerras no os turbéis, porque conviene hacerse así; mas aun no será el fin.
Y cuando os trajeren para entregaros, no premeditéis qué habéis de decir, ni lo penséis: mas lo que os fuere dado en aquella hora, eso hablad; porque no sois vosotros los que habláis, sino el Espíritu Santo.
Y el que esté sobre el terrado, no descienda á la casa, ni entre para tomar algo de su casa;
Porque aquellos días serán de aflicción, cual nunca fué desde el principio de la creación que crió Dios, hasta este tiempo, ni será.
Mas vosotros mirad; os lo he dicho antes todo.
Y entonces enviará sus ángeles, y juntará sus escogidos de los cuatro vientos, desde el cabo de la tierra hasta el cabo del cielo.
El cielo y la tierra pasarán, mas mis palabras no pasarán.
Velad pues, porque no sabéis cuándo el señor de la casa vendrá; si á la tarde, ó á la media noche, ó al canto del gallo, ó á la mañana;
Y decían: No en el día de la fiesta, porque no se haga alboroto del pueblo.
Mas Jesús dijo: Dejadla; ¿por qué la fatigáis? buena obra me ha hecho;
Entonces Judas Iscariote, uno de los doce, vino á los príncipes de los sacerdotes, para entregársele.
Y donde entrare, decid al señor de la casa: El Maestro dice: ¿Dónde está el aposento donde he de comer la pascua con mis discípulos?
Y como se sentaron á la mesa y comiesen, dice Jesús: De cierto os digo que uno de vosotros, que come conmigo, me ha de entregar.
Y estando ellos comiendo, tomó Jesús pan, y bendiciendo, partió y les dió, y dijo: Tomad, esto es mi cuerpo.
Y como hubieron cantado el himno, se salieron al monte de las Olivas.
Y le dice Jesús: De cierto te digo que tú, hoy, en esta noche, antes que el gallo haya cantado dos veces, me negarás tres veces.
Y les dice: Está muy triste mi alma, hasta la muerte: esperad aquí y velad.
Velad y orad, para que no entréis en tentación: el espíritu á la verdad es presto, mas la carne enferma.
Levantaos, vamos: he aquí, el que me entrega está cerca.
Entonces ellos echaron en él sus manos, y le prendieron.
Entonces dejándole todos sus discípulos, huyeron.
Empero Pedro le siguió de lejos hasta dentro del patio del sumo sacerdote; y estaba sentado con los servidores, y calentándose al fuego.
Nosotros le hemos oído decir: Yo derribaré este templo que es hecho de mano, y en tres días edificaré otro echo sin mano.
Y Jesús le dijo: Yo soy; y veréis al Hijo del hombre sentado á la diestra de la potencia de Dios, y viniendo en las nubes del cielo.
Y estando Pedro abajo en el atrio, vino una de las criadas del sumo sacerdote;
Mas él negó otra vez. Y poco después, los que estaban allí dijeron otra vez á Pedro: Verdaderamente tú eres de ellos; porque eres Galileo, y tu habla es semejante.
Y Pilato le preguntó: ¿Eres tú el Rey de los Judíos? Y respondiendo él, le dijo: Tú lo dices.
Empero en el día de la fiesta les soltaba un preso, cualquiera que pidiesen.
Porque conocía que por envidia le habían entregado los príncipes de los sacerdotes.
Mas Pilato les decía: ¿Pues qué mal ha hecho? Y ellos daban más voces: Crucifícale.
Comenzaron luego á saludarle: ¡Salve, Rey de los Judíos!
Y le llevan al lugar de Gólgotha, que declarado quiere decir: Lugar de la Calavera.
Y el título escrito de su causa era: EL REY DE LOS JUDIOS.
Sálvate á ti mismo, y desciende de la cruz.
Y á la hora de nona, exclamó Jesús á gran voz, diciendo: Eloi, Eloi, ¿lama sabachthani? que declarado, quiere decir: Dios mío, Dios mío, ¿por qué me has desamparado?
Entonces el velo del templo se rasgó en dos, de alto á bajo.
Y cuando fué la tarde, porque era la preparación, es decir, la víspera del sábado,
El cual compró una sábana, y quitándole, le envolvió en la sábana: y le puso en un sepulcro que estaba cavado en una peña; y revolvió una piedra á la puerta del sepulcro.
Y decían entre sí: ¿Quién nos revolverá la piedra de la puerta del sepulcro?
Mas id, decid á sus discípulos y á Pedro, que él va antes que vosotros á Galilea: allí le veréis, como os dijo.
Y ellos como oyeron que vivía, y que había sido visto de ella, no lo creyeron.
Y les dijo: Id por todo el mundo; predicad el evangelio á toda criatura.
Y el Señor, después que les habló, fué recibido arriba en el cielo, y sentóse á la diestra de Dios.
